import type { DbOrTx } from '../../db/client'
import { outbox } from '../../db/schema'

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
 * the change that caused it does. A sender (SMTP, SMS provider) delivers them afterwards.
 */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    fkSchool: message.fkSchool ?? null,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
  })
}
