import { authorisedPickupInputSchema, KioskMsg, MAX_AUTHORISED_PICKUPS } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { AuthorisedPickupInput } from '../../generated/graphql'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { deactivatePickup, insertPickup, lockChild, selectPickups, updatePickup } from './queries'

/** Adds an authorised pickup person to a child (pickupId null) or changes one; the child's list after it. */
export async function saveAuthorisedPickup(
  db: DbOrTx,
  who: { schoolId: number; userId: number },
  childId: number,
  pickupId: number | null,
  raw: AuthorisedPickupInput,
) {
  const input = parseInput(authorisedPickupInputSchema, raw)
  try {
    return await db.transaction(async (tx) => {
      await lockChild(tx, childId)
      if (pickupId === null) {
        const current = await selectPickups(tx, who.schoolId, [childId])
        if (current.length >= MAX_AUTHORISED_PICKUPS) throw badInput(KioskMsg.tooManyPickups)
        await insertPickup(tx, { fkSchool: who.schoolId, fkChild: childId, createdBy: who.userId, ...input })
      } else if (!(await updatePickup(tx, who.schoolId, childId, pickupId, input)))
        throw notFound('Authorised pickup person')
      return selectPickups(tx, who.schoolId, [childId])
    })
  } catch (error) {
    if (isUniqueViolation(error, 'authorised_pickups_child_mobile'))
      throw conflict(KioskMsg.mobileTaken, { mobile: KioskMsg.mobileTaken })
    throw error
  }
}

/** Takes a person off a child's list (kept inactive: past pickups keep their name). */
export async function removeAuthorisedPickup(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  pickupId: number,
) {
  if (!(await deactivatePickup(db, schoolId, childId, pickupId))) throw notFound('Authorised pickup person')
  return selectPickups(db, schoolId, [childId])
}
