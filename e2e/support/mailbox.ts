import { type APIRequestContext, expect } from '@playwright/test'

/**
 * One outbox message as the development mailbox serves it (GET /dev/mailbox/latest.json?to=<email or phone>,
 * apps/api/src/platform/mail/mailbox-routes.ts). The endpoint answers 404 while nothing was sent to that address.
 */
export interface MailboxMessage {
  id: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  text: string
  html: string | null
  status: string
  createdAt: string
}

/** The newest message sent to `to` (an email address or a phone number), or null. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<MailboxMessage | null> {
  const response = await request.get('/dev/mailbox/latest.json', { params: { to } })
  if (response.status() === 404) return null
  expect(response.ok(), `GET /dev/mailbox/latest.json answered ${response.status()}`).toBe(true)
  return (await response.json()) as MailboxMessage
}

/**
 * Waits for a message to `to` newer than `afterId` (take it with `latestMessage` before the action that sends,
 * so an older message to the same address is never mistaken for the new one).
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  afterId = 0,
  timeout = 20_000,
): Promise<MailboxMessage> {
  let message: MailboxMessage | undefined
  await expect
    .poll(
      async () => {
        message = (await latestMessage(request, to)) ?? undefined
        return message?.id ?? 0
      },
      { message: `a message to ${to}`, timeout },
    )
    .toBeGreaterThan(afterId)
  return message!
}

/** The first link in the message's text that contains `contains` (e.g. 'reset_password_token='). */
export function linkIn(message: MailboxMessage, contains = ''): string {
  const link = message.text.match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => url.includes(contains))
  if (!link) throw new Error(`No link containing "${contains}" in the message "${message.subject}"`)
  return link
}
