import { OTP_TTL_MINUTES, REGISTER_TOKEN_TTL_DAYS } from '@preschool/domain'
import { type MailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import type { OutgoingMessage } from '../../platform/mail/mailer'

/** An account email: the school's theme (name, colours, logo, address), who it goes to, and the link's path. */
interface AccountEmail {
  theme: MailTheme
  to: string
  firstname: string
  /** The app path the link opens (with its token); the school is added to it. */
  path: string
}

interface EmailParts extends AccountEmail {
  subject: string
  intro: string[]
  linkLabel: string
  outro: string[]
}

/** Every account email in the one school-themed layout, its link carrying the school. */
function email(parts: EmailParts): OutgoingMessage {
  const { text, html } = renderEmail(parts.theme, {
    greeting: `Hi ${parts.firstname},`,
    intro: parts.intro,
    action: { label: parts.linkLabel, link: schoolLink(parts.theme, parts.path), showAddress: true },
    outro: parts.outro,
  })
  return {
    fkSchool: parts.theme.schoolId,
    channel: 'email',
    recipient: parts.to,
    subject: parts.subject,
    text,
    html,
  }
}

export const registerInviteEmail = (m: AccountEmail) =>
  email({
    ...m,
    subject: `Set up your ${m.theme.schoolName} parent account`,
    intro: [
      `Thank you for your interest in ${m.theme.schoolName}. Your parent account is ready: choose a password to sign in, follow your enquiry and book centre visits.`,
    ],
    linkLabel: 'Set up my account',
    outro: [
      `This link is valid for ${REGISTER_TOKEN_TTL_DAYS} days. If you did not enquire with us, you can ignore this email.`,
    ],
  })

export const resetPasswordEmail = (m: AccountEmail) =>
  email({
    ...m,
    subject: `Reset your ${m.theme.schoolName} password`,
    intro: [`We received a request to reset the password of your ${m.theme.schoolName} account.`],
    linkLabel: 'Choose a new password',
    outro: [
      'This link is valid for 1 hour and works once. If you did not ask for a new password, you can ignore this email: your password stays as it is.',
    ],
  })

export function otpSms(m: {
  schoolId: number
  schoolName: string
  to: string
  code: string
}): OutgoingMessage {
  return {
    fkSchool: m.schoolId,
    channel: 'sms',
    recipient: m.to,
    subject: `${m.schoolName} verification code`,
    text: `${m.code} is your ${m.schoolName} verification code. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
  }
}
