import { ErrorCode, existingChildArgsSchema, existingParentArgsSchema, Messages } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { consumeRate } from '../../platform/auth/rate-limit'
import type { Actor } from '../../platform/authz/actor'
import { DomainError, parseInput } from '../../platform/errors/domain-error'
import { firstRoleIsStaff, selectUserByEmail } from '../identity'
import { isRelatedToChild, selectChildByCertificate } from './queries'

/** The form asks after each pause in typing; enough for that, too few to walk through addresses. */
const DUPLICATE_CHECK_RATE = { limit: 60, windowSeconds: 60 }

/** The spec's E014: the email belongs to a staff account, which cannot enquire. */
export const staffEmail = () => new DomainError(ErrorCode.ExistingParent, Messages.existingAccountEmail)

/**
 * Whether another account already uses the email (the signed-in caller's own address is not "another"). A staff
 * account's email is refused with the code E014.
 */
export async function isExistingParent(
  db: DbOrTx,
  clientIp: string,
  actor: Actor | null,
  raw: unknown,
): Promise<boolean> {
  const { email } = parseInput(existingParentArgsSchema, raw)
  await consumeRate(db, `existing-parent:${clientIp}`, DUPLICATE_CHECK_RATE)
  const user = await selectUserByEmail(db, email)
  if (!user) return false
  if (await firstRoleIsStaff(db, user.id)) throw staffEmail()
  return user.id !== actor?.userId
}

/** Whether a child with the birth certificate is known at the school and is not the signed-in caller's own. */
export async function isExistingChild(
  db: DbOrTx,
  clientIp: string,
  actor: Actor | null,
  raw: unknown,
): Promise<boolean> {
  const { birthCertificate, fkSchool } = parseInput(existingChildArgsSchema, raw)
  await consumeRate(db, `existing-child:${clientIp}`, DUPLICATE_CHECK_RATE)
  const child = await selectChildByCertificate(db, fkSchool, birthCertificate)
  if (!child) return false
  return !(actor && (await isRelatedToChild(db, actor.userId, child.id)))
}
