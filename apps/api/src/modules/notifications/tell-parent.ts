import type { DbOrTx } from '../../db/client'
import { escapeHtml } from '../../platform/mail/html'
import { enqueueMessage } from '../../platform/mail/mailer'
import { selectSchool } from '../tenancy'
import { selectRecipient } from './queries'
import { notify } from './service'

/** Where a parent follows their enquiry: the bell and the emails open it. */
export const PARENT_DASHBOARD = '/dashboard'

export interface ParentNotice {
  schoolId: number
  userId: number
  title: string
  body: string
}

/**
 * Tells a parent about a decision on their enquiry: a notification in their bell and an email, both written in
 * the caller's transaction so they exist exactly when the decision does.
 */
export async function tellParent(tx: DbOrTx, notice: ParentNotice, publicUrl: string): Promise<void> {
  await notify(tx, { ...notice, navigate: PARENT_DASHBOARD })
  const user = await selectRecipient(tx, notice.userId)
  const school = await selectSchool(tx, notice.schoolId)
  const schoolName = school?.name ?? ''
  const link = `${publicUrl}${PARENT_DASHBOARD}`
  const greeting = `Hi ${user.firstname},`
  const signOff = ['Warm regards,', schoolName]
  const text = [greeting, notice.body, `See your enquiry: ${link}`, signOff.join('\n')].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family: Lato, Arial, sans-serif; line-height: 1.5; color: #222">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(notice.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">See your enquiry</a></p>`,
    `<p>${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n')
  await enqueueMessage(tx, {
    fkSchool: notice.schoolId,
    channel: 'email',
    recipient: user.email,
    subject: notice.title,
    text,
    html,
  })
}
