import { type Language, OTP_TTL_MINUTES, REGISTER_TOKEN_TTL_DAYS } from '@preschool/domain'
import { MAIL_TEXTS } from '../../platform/i18n/mail-texts'
import { fill } from '../../platform/i18n/texts'
import { type MailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import type { OutgoingMessage } from '../../platform/mail/mailer'
import { identityText } from './email-texts'

/** An account email: the school's theme (name, colours, logo, address), who it goes to, and the link's path. */
interface AccountEmail {
  theme: MailTheme
  to: string
  firstname: string
  /** The app path the link opens (with its token); the school is added to it. */
  path: string
  /** The recipient's chosen language (English when they chose none). */
  language: Language
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
    greeting: fill(MAIL_TEXTS[parts.language].greeting, { name: parts.firstname }),
    intro: parts.intro,
    action: { label: parts.linkLabel, link: schoolLink(parts.theme, parts.path), showAddress: true },
    outro: parts.outro,
    language: parts.language,
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

export function registerInviteEmail(m: AccountEmail) {
  const school = m.theme.schoolName
  return email({
    ...m,
    subject: identityText(m.language, 'inviteSubject', { school }),
    intro: [identityText(m.language, 'inviteIntro', { school })],
    linkLabel: identityText(m.language, 'inviteLink'),
    outro: [identityText(m.language, 'inviteOutro', { days: REGISTER_TOKEN_TTL_DAYS })],
  })
}

export function resetPasswordEmail(m: AccountEmail) {
  const school = m.theme.schoolName
  return email({
    ...m,
    subject: identityText(m.language, 'resetSubject', { school }),
    intro: [identityText(m.language, 'resetIntro', { school })],
    linkLabel: identityText(m.language, 'resetLink'),
    outro: [identityText(m.language, 'resetOutro')],
  })
}

export function otpSms(m: {
  schoolId: number
  schoolName: string
  to: string
  code: string
  language: Language
}): OutgoingMessage {
  const values = { school: m.schoolName, code: m.code, minutes: OTP_TTL_MINUTES }
  return {
    fkSchool: m.schoolId,
    channel: 'sms',
    recipient: m.to,
    subject: identityText(m.language, 'otpSubject', values),
    text: identityText(m.language, 'otpText', values),
  }
}
