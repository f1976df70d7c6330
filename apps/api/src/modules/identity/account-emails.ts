import { EMAIL_CHANGE_TTL_MINUTES, type Language } from '@preschool/domain'
import { MAIL_TEXTS } from '../../platform/i18n/mail-texts'
import { fill } from '../../platform/i18n/texts'
import { escapeHtml } from '../../platform/mail/html'
import type { OutgoingMessage } from '../../platform/mail/mailer'
import { identityText } from './email-texts'

interface Parts {
  schoolId: number
  schoolName: string
  to: string
  firstname: string
  /** The parent's chosen language (English when they chose none). */
  language: Language
  subject: string
  lines: string[]
}

/** Plain text and the same words as simple HTML; these account emails carry a code or a notice, no link. */
function notice(parts: Parts): OutgoingMessage {
  const words = MAIL_TEXTS[parts.language]
  const all = [
    fill(words.greeting, { name: parts.firstname }),
    ...parts.lines,
    `${words.signOff}\n${parts.schoolName}`,
  ]
  return {
    fkSchool: parts.schoolId,
    channel: 'email',
    recipient: parts.to,
    subject: parts.subject,
    text: all.join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: Lato, Arial, sans-serif; line-height: 1.5; color: #222">',
      ...all.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`),
      '</body></html>',
    ].join('\n'),
  }
}

type Account = Omit<Parts, 'subject' | 'lines'>

/** To the new address: the code that confirms it belongs to the parent. */
export function emailChangeCodeEmail(m: Account & { code: string }) {
  const values = { school: m.schoolName, code: m.code, minutes: EMAIL_CHANGE_TTL_MINUTES }
  return notice({
    ...m,
    subject: identityText(m.language, 'codeSubject', values),
    lines: [
      identityText(m.language, 'codeIntro', values),
      m.code,
      identityText(m.language, 'codeOutro', values),
    ],
  })
}

/** To the old address once the change is done: the parent hears of it even if someone else made it. */
export const emailChangedNotice = (m: Account & { newEmail: string }) =>
  notice({
    ...m,
    subject: identityText(m.language, 'emailChangedSubject', { school: m.schoolName }),
    lines: [
      identityText(m.language, 'emailChanged', { school: m.schoolName, email: m.newEmail }),
      identityText(m.language, 'emailNotYou'),
    ],
  })

/** After a password change: the parent hears of it, and the other sessions have been signed out. */
export const passwordChangedNotice = (m: Account) =>
  notice({
    ...m,
    subject: identityText(m.language, 'passwordChangedSubject', { school: m.schoolName }),
    lines: [identityText(m.language, 'passwordChanged'), identityText(m.language, 'passwordNotYou')],
  })
