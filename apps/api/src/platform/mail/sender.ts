import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import type { outbox } from '../../db/schema'

export type OutboxMessage = typeof outbox.$inferSelect

/** Hands one outbox message to the outside world; throws when it could not (the delivery job retries). */
export interface MailTransport {
  deliver(message: OutboxMessage): Promise<void>
}

/** SMTP when configured; without it there is no transport and messages stay readable in the development mailbox. */
export function createMailTransport(config: Config): MailTransport | null {
  if (!config.smtpUrl) return null
  const transport = nodemailer.createTransport(config.smtpUrl)
  return {
    async deliver(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        html: message.bodyHtml ?? undefined,
      })
    },
  }
}
