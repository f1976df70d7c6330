import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox, pushSubscriptions } from '../../db/schema'
import { defineJob, noRetry } from '../jobs/define'
import type { Platform } from '../platform'
import type { OutboxMessage } from './sender'

/** A queued message whose job has not finished within this time is queued again (its job was lost). */
const REQUEUE_AFTER = sql`now() - interval '1 hour'`
const SWEEP_BATCH = 200

/** The channels this server delivers: email with SMTP, push with WEB_PUSH=send; the rest stay in the outbox. */
const deliveredChannels = (platform: Platform) =>
  [platform.mail && 'email', platform.push.sender && 'push'].filter((c): c is string => !!c)

/**
 * A push to its device. A subscription the push service says is gone (unsubscribed, expired) is removed and the
 * push recorded as failed without a retry; any other failure throws, so the job queue retries it.
 */
async function deliverPush(db: Db, platform: Platform, message: OutboxMessage): Promise<string | null> {
  const sender = platform.push.sender
  if (!sender) return null
  const [target] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, message.recipient))
  if (!target) return 'The device no longer receives pushes'
  if ((await sender.send(target, JSON.parse(message.bodyText))) === 'sent') return null
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id))
  return 'The device no longer receives pushes'
}

/**
 * Delivers one outbox message. The outbox row stays the source of truth: a message already sent is skipped, so
 * a job run twice (a lost acknowledgement) does not send twice in practice; the last failed attempt marks the row.
 */
export const outboxDelivery = defineJob<{ schoolId: number | null; recordId: number }>({
  name: 'outbox-delivery',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  async handle({ recordId: outboxId }, { db, platform, lastAttempt }) {
    const [message] = await db.select().from(outbox).where(eq(outbox.id, outboxId))
    if (!message || message.status !== 'pending') return
    if (!deliveredChannels(platform).includes(message.channel)) return
    try {
      if (message.channel === 'push') {
        const refused = await deliverPush(db, platform, message)
        if (refused) {
          await db.update(outbox).set({ status: 'failed', error: refused }).where(eq(outbox.id, outboxId))
          return
        }
      } else await platform.mail!.deliver(message)
    } catch (error) {
      if (lastAttempt) {
        const reason = error instanceof Error ? error.message : String(error)
        await db.update(outbox).set({ status: 'failed', error: reason }).where(eq(outbox.id, outboxId))
      }
      throw error
    }
    await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, outboxId))
  },
})

/**
 * Sends a delivery job for each pending message not yet queued. Kicked after every commit that wrote a message
 * (platform/mail/mailer.ts) and every minute, so messages written outside a request are delivered too.
 */
export const outboxSweep = defineJob({
  name: 'outbox-sweep',
  retry: noRetry,
  policy: 'stately',
  cron: '* * * * *',
  async handle(_data, { db, platform }) {
    const channels = deliveredChannels(platform)
    if (channels.length === 0) return
    const queued = await db
      .update(outbox)
      .set({ queuedAt: sql`now()` })
      .where(
        sql`${outbox.id} in (${db
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              inArray(outbox.channel, channels),
              or(isNull(outbox.queuedAt), lt(outbox.queuedAt, REQUEUE_AFTER)),
            ),
          )
          .orderBy(asc(outbox.createdAt))
          .limit(SWEEP_BATCH)})`,
      )
      .returning({ id: outbox.id, schoolId: outbox.fkSchool })
    for (const { id, schoolId } of queued)
      await platform.jobs.send(outboxDelivery, { schoolId, recordId: id })
    // A full batch means more are waiting (a broadcast to a whole school): sweep again rather than a minute later.
    if (queued.length === SWEEP_BATCH) await platform.jobs.send(outboxSweep, {})
  },
})
