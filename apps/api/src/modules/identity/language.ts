import { asLanguage, type Language, preferredLanguageInputSchema } from '@preschool/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import type { Actor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { updateAccount } from './account-queries'

/** updateMyPreferredLanguage: the caller's own language, one of the four; answers the stored value. */
export async function updateMyPreferredLanguage(db: Db, actor: Actor, raw: unknown): Promise<Language> {
  const { language } = parseInput(preferredLanguageInputSchema, raw)
  await updateAccount(db, actor.userId, { preferredLanguage: language })
  return language
}

/** Each user's chosen language (English when none): what the server writes to them (bells, emails, PDFs). */
export async function selectLanguages(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...userIds]))
  return new Map(rows.map((row) => [row.id, asLanguage(row.language)]))
}

/** One user's chosen language (English when none). */
export const selectLanguage = async (db: DbOrTx, userId: number): Promise<Language> =>
  (await selectLanguages(db, [userId])).get(userId) ?? 'en'

/** The language of the school's user with this address (a consent form names its signers by email); English without one. */
export async function selectLanguageOfEmail(db: DbOrTx, schoolId: number, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.fkSchool, schoolId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1)
  return asLanguage(row?.language)
}
