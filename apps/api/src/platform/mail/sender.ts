import { asc, eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'

export interface MailSender {
  /** Delivers pending outbox messages; without SMTP they stay readable in the development mailbox. */
  flush(): Promise<void>
}

export function createMailSender(config: Config, db: Db): MailSender {
  if (!config.smtpUrl) {
    return { flush: async () => {} }
  }
  const transport = nodemailer.createTransport(config.smtpUrl)
  return {
    async flush() {
      const pending = await db
        .select()
        .from(outbox)
        .where(eq(outbox.status, 'pending'))
        .orderBy(asc(outbox.createdAt))
        .limit(50)
      for (const message of pending) {
        if (message.channel !== 'email') continue
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: message.recipient,
            subject: message.subject,
            text: message.bodyText,
            html: message.bodyHtml ?? undefined,
          })
          await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, message.id))
        } catch (error) {
          await db
            .update(outbox)
            .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
            .where(eq(outbox.id, message.id))
        }
      }
    },
  }
}
