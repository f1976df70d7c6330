import type { Language, PushKind } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { MAIL_TEXTS } from '../../platform/i18n/mail-texts'
import { fill } from '../../platform/i18n/texts'
import { loadMailTheme, type MailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { enqueueMessages, type OutgoingMessage } from '../../platform/mail/mailer'
import { selectLanguages } from '../identity'
import { selectRecipients } from './queries'
import { type Bell, notifyEach, notifyUsers } from './service'

/** Where a parent follows their enquiry: the bell and the emails open it. */
export const PARENT_DASHBOARD = '/dashboard'

/** What a notice says: the bell's and the email's title, the text, and the email's button. */
export interface NoticeWords {
  title: string
  body: string
  /** The email's button; 'See your enquiry' unless the notice is about something else (a child's day). */
  actionLabel?: string
}

/**
 * A notice's words in the reader's language (issue 27): a function of the language, or English words alone where
 * a sender is not translated yet (decision 0065).
 */
export type LocalWords = NoticeWords | { inLanguage: (language: Language) => NoticeWords }

export type ParentNotice = {
  schoolId: number
  userId: number
  /** Where the bell and the email's button open; the dashboard unless the notice is about one thing (an invoice). */
  navigate?: string
  /** Which of the parent's push choices it falls under; 'other' unless given. */
  kind?: PushKind
} & LocalWords

const wordsIn = (words: LocalWords, language: Language): NoticeWords =>
  'inLanguage' in words ? words.inLanguage(language) : words

/**
 * Tells parents about a decision on their enquiry, their child's day or their invoice: a notification in each one's
 * bell and an email, both written in the caller's transaction so they exist exactly when the decision does, each
 * in the parent's chosen language. A handful of statements, whatever the number of notices (a month's invoices).
 */
export async function tellParents(
  tx: DbOrTx,
  notices: readonly ParentNotice[],
  publicUrl: string,
): Promise<void> {
  if (notices.length === 0) return
  const recipients = await selectRecipients(
    tx,
    notices.map((notice) => notice.userId),
  )
  const themes = new Map<number, MailTheme>()
  for (const schoolId of new Set(notices.map((notice) => notice.schoolId)))
    themes.set(schoolId, await loadMailTheme(tx, schoolId, publicUrl))
  const bells: Bell[] = []
  const emails: OutgoingMessage[] = []
  for (const notice of notices) {
    const user = recipients.get(notice.userId)
    // A caller's bug, not a user's mistake: it surfaces as a logged internal error.
    if (user?.schoolId !== notice.schoolId)
      throw new Error(`tellParents: user ${notice.userId} is not in school ${notice.schoolId}`)
    const { title, body, actionLabel } = wordsIn(notice, user.language)
    const navigate = notice.navigate ?? PARENT_DASHBOARD
    bells.push({ schoolId: notice.schoolId, userId: notice.userId, title, body, navigate, kind: notice.kind })
    const theme = themes.get(notice.schoolId)!
    const mailWords = MAIL_TEXTS[user.language]
    const { text, html } = renderEmail(theme, {
      greeting: fill(mailWords.greeting, { name: user.firstname }),
      intro: [body],
      action: { label: actionLabel ?? mailWords.seeEnquiry, link: schoolLink(theme, navigate) },
      language: user.language,
    })
    emails.push({
      fkSchool: notice.schoolId,
      channel: 'email',
      recipient: user.email,
      subject: title,
      text,
      html,
    })
  }
  await notifyEach(tx, bells)
  await enqueueMessages(tx, emails)
}

/** Tells one parent (see `tellParents`). */
export const tellParent = (tx: DbOrTx, notice: ParentNotice, publicUrl: string): Promise<void> =>
  tellParents(tx, [notice], publicUrl)

/**
 * One bell to several parents, each in their chosen language: one insert per language present among them (the
 * users come from the school's own rows, as `notifyUsers` requires).
 */
export async function notifyParents(
  tx: DbOrTx,
  input: { schoolId: number; userIds: readonly number[]; navigate?: string; kind?: PushKind } & LocalWords,
): Promise<void> {
  const languages = await selectLanguages(tx, input.userIds)
  const byLanguage = new Map<Language, number[]>()
  for (const userId of input.userIds) {
    const language = languages.get(userId) ?? 'en'
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), userId])
  }
  for (const [language, userIds] of byLanguage) {
    const { title, body } = wordsIn(input, language)
    await notifyUsers(tx, {
      schoolId: input.schoolId,
      userIds,
      title,
      body,
      navigate: input.navigate,
      kind: input.kind,
    })
  }
}
