import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (about 25 ms to hash here). */
export const hashPassword = (password: string) => hash(password)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against an account that may have none, taking as long as a real check: how fast the answer
 * comes must not tell which accounts have a password (staff sign in through single sign-on and often have none).
 */
export async function verifyAccountPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password)
  dummyHash ??= hashPassword('no account password')
  await verifyPassword(await dummyHash, password)
  return false
}
