import type { DbOrTx } from '../../db/client'
import { loadMailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { enqueueMessage } from '../../platform/mail/mailer'
import { selectRecipient } from './queries'
import { notify } from './service'

/** Where a parent follows their enquiry: the bell and the emails open it. */
export const PARENT_DASHBOARD = '/dashboard'

export interface ParentNotice {
  schoolId: number
  userId: number
  title: string
  body: string
  /** The email's button; 'See your enquiry' unless the notice is about something else (a child's day). */
  actionLabel?: string
  /** Where the bell and the email's button open; the dashboard unless the notice is about one thing (an invoice). */
  navigate?: string
}

/**
 * Tells a parent about a decision on their enquiry: a notification in their bell and an email, both written in
 * the caller's transaction so they exist exactly when the decision does.
 */
export async function tellParent(tx: DbOrTx, notice: ParentNotice, publicUrl: string): Promise<void> {
  await notify(tx, {
    schoolId: notice.schoolId,
    userId: notice.userId,
    title: notice.title,
    body: notice.body,
    navigate: notice.navigate ?? PARENT_DASHBOARD,
  })
  const user = await selectRecipient(tx, notice.userId)
  const theme = await loadMailTheme(tx, notice.schoolId, publicUrl)
  const { text, html } = renderEmail(theme, {
    greeting: `Hi ${user.firstname},`,
    intro: [notice.body],
    action: {
      label: notice.actionLabel ?? 'See your enquiry',
      link: schoolLink(theme, notice.navigate ?? PARENT_DASHBOARD),
    },
  })
  await enqueueMessage(tx, {
    fkSchool: notice.schoolId,
    channel: 'email',
    recipient: user.email,
    subject: notice.title,
    text,
    html,
  })
}
