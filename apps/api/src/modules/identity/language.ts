import { type Language, preferredLanguageInputSchema } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { updateAccount } from './account-queries'

/** updateMyPreferredLanguage: the caller's own language, one of the four; answers the stored value. */
export async function updateMyPreferredLanguage(db: Db, actor: Actor, raw: unknown): Promise<Language> {
  const { language } = parseInput(preferredLanguageInputSchema, raw)
  await updateAccount(db, actor.userId, { preferredLanguage: language })
  return language
}
