import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A browser that signed in to an account before keeps a cookie naming that account, signed by the server: when
 * the account's failed sign-ins pass their limit, this browser still gets in (decision 0037). Stateless: an HMAC
 * over the user id and a nonce, keyed from the OIDC client secret (production refuses the default one).
 */
export const KNOWN_DEVICE_COOKIE = 'known_device'
const ONE_YEAR_S = 365 * 24 * 3600

const macOf = (secret: string, body: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('known-device').digest())
    .update(body)
    .digest('base64url')

export function knownDeviceToken(secret: string, userId: number): string {
  const body = `${userId}.${randomBytes(12).toString('base64url')}`
  return `${body}.${macOf(secret, body)}`
}

export function isKnownDeviceOf(secret: string, token: string | undefined, userId: number): boolean {
  const parts = token?.split('.') ?? []
  if (parts.length !== 3 || parts[0] !== String(userId)) return false
  const expected = Buffer.from(macOf(secret, `${parts[0]}.${parts[1]}`))
  const given = Buffer.from(parts[2])
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/** The Set-Cookie value: readable by the server alone, sent only with the API's own requests. */
export function knownDeviceCookie(token: string, secure: boolean): string {
  return `${KNOWN_DEVICE_COOKIE}=${token}; Path=/graphql; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
