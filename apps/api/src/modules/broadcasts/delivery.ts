import { htmlToText, LANGUAGES } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { broadcasts } from '../../db/schema'
import { MAIL_TEXTS } from '../../platform/i18n/mail-texts'
import { fill } from '../../platform/i18n/texts'
import { loadMailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { outboxSweep } from '../../platform/mail/delivery-jobs'
import { defineJob } from '../../platform/jobs/define'
import { broadcastText } from './notice-texts'
import { claimDelivery, claimReminder, insertBulkMessages } from './recipient-queries'

/** Where a parent reads broadcasts: the inbox on their dashboard, opened on the one the bell or email names. */
export const inboxPath = (broadcastId: number) => `/dashboard?broadcast=${broadcastId}`

/** The bell's words: the subject, and the start of the message. */
const BELL_BODY_MAX = 160

interface Notice {
  broadcast: typeof broadcasts.$inferSelect
  reminder: boolean
}

/**
 * Writes the bell notifications and the school-templated emails of a broadcast (or its reminder) in bulk, one pair
 * of statements per language: each parent reads the words around the school's message in their own language.
 */
async function fanOut(db: DbOrTx, publicUrl: string, { broadcast, reminder }: Notice): Promise<number> {
  const theme = await loadMailTheme(db, broadcast.fkSchool, publicUrl)
  const words = htmlToText(broadcast.description)
  let sent = 0
  for (const language of LANGUAGES) {
    const title = reminder
      ? broadcastText(language, 'reminderTitle', { subject: broadcast.subject })
      : broadcast.subject
    const intro = reminder
      ? [broadcastText(language, 'stillWaits'), broadcast.subject]
      : words.split(/\n{2,}/)
    const { text, html } = renderEmail(theme, {
      // Each parent's first name goes in by the bulk statement.
      greeting: fill(MAIL_TEXTS[language].greeting, { name: '{{firstname}}' }),
      intro,
      action: {
        label: broadcastText(language, 'readMessage'),
        link: schoolLink(theme, inboxPath(broadcast.id)),
      },
      language,
    })
    sent += await insertBulkMessages(db, {
      schoolId: broadcast.fkSchool,
      broadcastId: broadcast.id,
      unreadOnly: reminder,
      language,
      title,
      body: words.length > BELL_BODY_MAX ? `${words.slice(0, BELL_BODY_MAX - 1)}…` : words,
      navigate: inboxPath(broadcast.id),
      subject: title,
      text,
      html,
    })
  }
  return sent
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
