import { createHash, randomBytes, randomInt } from 'node:crypto'

/** Opaque random tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newOtpCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('')
}
