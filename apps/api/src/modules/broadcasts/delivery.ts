import { htmlToText } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { broadcasts } from '../../db/schema'
import { loadMailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { outboxSweep } from '../../platform/mail/delivery-jobs'
import { defineJob } from '../../platform/jobs/define'
import { claimDelivery, claimReminder, insertBulkMessages } from './recipient-queries'

/** Where a parent reads broadcasts: the inbox on their dashboard, opened on the one the bell or email names. */
export const inboxPath = (broadcastId: number) => `/dashboard?broadcast=${broadcastId}`

/** The bell's words: the subject, and the start of the message. */
const BELL_BODY_MAX = 160

interface Notice {
  broadcast: typeof broadcasts.$inferSelect
  reminder: boolean
}

/** Writes the bell notifications and the school-templated emails of a broadcast (or its reminder) in bulk. */
async function fanOut(db: DbOrTx, publicUrl: string, { broadcast, reminder }: Notice): Promise<number> {
  const theme = await loadMailTheme(db, broadcast.fkSchool, publicUrl)
  const words = htmlToText(broadcast.description)
  const title = reminder ? `Reminder: ${broadcast.subject}` : broadcast.subject
  const intro = reminder
    ? ['A message from the school still waits for you to read it.', broadcast.subject]
    : words.split(/\n{2,}/)
  const { text, html } = renderEmail(theme, {
    greeting: 'Hi {{firstname}},',
    intro,
    action: { label: 'Read the message', link: schoolLink(theme, inboxPath(broadcast.id)) },
  })
  return insertBulkMessages(db, {
    schoolId: broadcast.fkSchool,
    broadcastId: broadcast.id,
    unreadOnly: reminder,
    title,
    body: words.length > BELL_BODY_MAX ? `${words.slice(0, BELL_BODY_MAX - 1)}…` : words,
    navigate: inboxPath(broadcast.id),
    subject: title,
    text,
    html,
  })
}

/**
 * Tells every parent of a newly published broadcast: one bell notification and one email each, written by two
 * set-based statements, then the outbox sweep queues the emails' delivery jobs. Not inside the publish request.
 */
export const broadcastDelivery = defineJob<{ schoolId: number; recordId: number }>({
  name: 'broadcast-delivery',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle({ recordId }, { db, config, platform }) {
    const sent = await db.transaction(async (tx) => {
      // Withdrawn before the job ran, or told already by an earlier run: nobody is told (again).
      const broadcast = await claimDelivery(tx, recordId)
      return broadcast ? fanOut(tx, config.publicUrl, { broadcast, reminder: false }) : 0
    })
    if (sent > 0) await platform.jobs.send(outboxSweep, {})
  },
})

/**
 * The follow-up of a broadcast needing acknowledgement, sent at publishing to run after the school's delay: a
 * reminder to each parent who has not read it. Once, even if sent twice (`remindedAt` is claimed first); the
 * families still unread after it are the read-receipt screen's list to call.
 */
export const broadcastReminder = defineJob<{ schoolId: number; recordId: number }>({
  name: 'broadcast-reminder',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handle({ recordId }, { db, config, platform }) {
    const sent = await db.transaction(async (tx) => {
      const broadcast = await claimReminder(tx, recordId)
      return broadcast ? fanOut(tx, config.publicUrl, { broadcast, reminder: true }) : 0
    })
    if (sent > 0) await platform.jobs.send(outboxSweep, {})
  },
})
