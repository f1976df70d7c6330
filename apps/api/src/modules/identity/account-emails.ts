import { EMAIL_CHANGE_TTL_MINUTES } from '@preschool/domain'
import { escapeHtml } from '../../platform/mail/html'
import type { OutgoingMessage } from '../../platform/mail/mailer'

interface Parts {
  schoolId: number
  schoolName: string
  to: string
  firstname: string
  subject: string
  lines: string[]
}

/** Plain text and the same words as simple HTML; these account emails carry a code or a notice, no link. */
function notice(parts: Parts): OutgoingMessage {
  const all = [`Hi ${parts.firstname},`, ...parts.lines, `Warm regards,\n${parts.schoolName}`]
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
export const emailChangeCodeEmail = (m: Account & { code: string }) =>
  notice({
    ...m,
    subject: `Your ${m.schoolName} email change code: ${m.code}`,
    lines: [
      `You asked to use this address for your ${m.schoolName} parent account. Enter this code on your account page to confirm it:`,
      m.code,
      `The code works for ${EMAIL_CHANGE_TTL_MINUTES} minutes. If you did not ask for this, ignore this email: your account stays as it is.`,
    ],
  })

/** To the old address once the change is done: the parent hears of it even if someone else made it. */
export const emailChangedNotice = (m: Account & { newEmail: string }) =>
  notice({
    ...m,
    subject: `Your ${m.schoolName} account email was changed`,
    lines: [
      `The email address of your ${m.schoolName} parent account is now ${m.newEmail}. Sign in with it from now on.`,
      'If you did not make this change, please contact the school at once.',
    ],
  })

/** After a password change: the parent hears of it, and the other sessions have been signed out. */
export const passwordChangedNotice = (m: Account) =>
  notice({
    ...m,
    subject: `Your ${m.schoolName} password was changed`,
    lines: [
      'The password of your parent account was just changed, and your other signed-in devices were signed out.',
      'If you did not make this change, use "Forgot password" on the sign-in page and contact the school.',
    ],
  })
