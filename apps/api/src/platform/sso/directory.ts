import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { directoryAccounts } from '../../db/schema'
import { verifyAccountPassword } from '../auth/passwords'

export type DirectoryAccount = typeof directoryAccounts.$inferSelect

export async function findDirectoryAccount(db: Db, id: number): Promise<DirectoryAccount | undefined> {
  const [account] = await db.select().from(directoryAccounts).where(eq(directoryAccounts.id, id))
  return account
}

/**
 * The embedded directory's password check. An unknown address still costs one argon2 verification, so the
 * response time does not tell which addresses exist.
 */
export async function authenticateDirectoryAccount(
  db: Db,
  email: string,
  password: string,
): Promise<DirectoryAccount | null> {
  const [account] = await db
    .select()
    .from(directoryAccounts)
    .where(eq(sql`lower(${directoryAccounts.email})`, email.toLowerCase()))
  const valid = await verifyAccountPassword(account?.passwordHash ?? null, password)
  return account && valid ? account : null
}
