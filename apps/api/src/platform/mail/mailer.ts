import type { DbOrTx } from '../../db/client'
import { insertMany } from '../../db/insert-many'
import { outbox } from '../../db/schema'
import { afterCommit } from '../audit/request-scope'
import { outboxSweep } from './delivery-jobs'

export interface OutgoingMessage {
  fkSchool?: number | null
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  text: string
  html?: string
}

/**
 * Messages are written to the outbox inside the caller's transaction, so a message exists exactly when
 * the change that caused it does. Once the change commits, a sweep job queues their delivery (delivery-jobs.ts).
 * One statement however many (a month's invoices for a school are tens of thousands).
 */
export async function enqueueMessages(db: DbOrTx, messages: readonly OutgoingMessage[]): Promise<void> {
  if (messages.length === 0) return
  await db.execute(
    insertMany(
      outbox,
      messages.map((message) => ({
        fkSchool: message.fkSchool ?? null,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
      })),
    ),
  )
  afterCommit((jobs) => jobs.send(outboxSweep, {}))
}

export const enqueueMessage = (db: DbOrTx, message: OutgoingMessage): Promise<void> =>
  enqueueMessages(db, [message])
