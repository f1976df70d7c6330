import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header carrying a notification's signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-payment-signature'

/** The app's route receiving the gateway's server-to-server notifications. */
export const PAYMENT_WEBHOOK_PATH = '/payments/notification'

export const signBody = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`

/** Compares in constant time, so the response time says nothing about how much of a forged signature was right. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  // timingSafeEqual needs equal lengths; comparing b with itself keeps the time the same for a wrong length.
  return a.length === b.length ? timingSafeEqual(a, b) : !timingSafeEqual(b, b)
}

export function verifyBodySignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false
  return safeEqual(header, signBody(secret, rawBody))
}
