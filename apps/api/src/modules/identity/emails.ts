import { OTP_TTL_MINUTES, REGISTER_TOKEN_TTL_DAYS } from '@preschool/domain'
import { escapeHtml } from '../../platform/mail/html'
import type { OutgoingMessage } from '../../platform/mail/mailer'

interface EmailParts {
  schoolId: number
  schoolName: string
  to: string
  firstname: string
  subject: string
  /** Paragraphs before the link. */
  intro: string[]
  link: string
  linkLabel: string
  /** Paragraphs after the link. */
  outro: string[]
}

/** One layout for every account email: a plain text version and the same words as simple HTML. */
function email(parts: EmailParts): OutgoingMessage {
  const greeting = `Hi ${parts.firstname},`
  const signOff = ['Warm regards,', parts.schoolName]
  const text = [greeting, ...parts.intro, parts.link, ...parts.outro, signOff.join('\n')].join('\n\n')
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`
  const html = [
    '<!doctype html><html><body style="font-family: Lato, Arial, sans-serif; line-height: 1.5; color: #222">',
    paragraph(greeting),
    ...parts.intro.map(paragraph),
    `<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 18px; background: #1f6fb2; color: #fff; border-radius: 4px; text-decoration: none">${escapeHtml(parts.linkLabel)}</a></p>`,
    `<p style="font-size: 13px; color: #555">Or copy this address into your browser: ${escapeHtml(parts.link)}</p>`,
    ...parts.outro.map(paragraph),
    `<p>${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n')
  return {
    fkSchool: parts.schoolId,
    channel: 'email',
    recipient: parts.to,
    subject: parts.subject,
    text,
    html,
  }
}

interface AccountEmail {
  schoolId: number
  schoolName: string
  to: string
  firstname: string
  link: string
}

export const registerInviteEmail = (m: AccountEmail) =>
  email({
    ...m,
    subject: `Set up your ${m.schoolName} parent account`,
    intro: [
      `Thank you for your interest in ${m.schoolName}. Your parent account is ready: choose a password to sign in, follow your enquiry and book centre visits.`,
    ],
    linkLabel: 'Set up my account',
    outro: [
      `This link is valid for ${REGISTER_TOKEN_TTL_DAYS} days. If you did not enquire with us, you can ignore this email.`,
    ],
  })

export const resetPasswordEmail = (m: AccountEmail) =>
  email({
    ...m,
    subject: `Reset your ${m.schoolName} password`,
    intro: [`We received a request to reset the password of your ${m.schoolName} account.`],
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
