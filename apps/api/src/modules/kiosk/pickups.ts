import { authorisedPickupInputSchema, ErrorCode, MAX_AUTHORISED_PICKUPS } from '@preschool/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { AuthorisedPickupInput } from '../../generated/graphql'
import { notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import {
  claimUploadedFile,
  createUploadTarget,
  deleteStoredFile,
  type StorageDeps,
} from '../../platform/storage/files'
import {
  deactivatePickup,
  insertPickup,
  lockChild,
  photoStillShown,
  selectPickupForUpdate,
  selectPickups,
  updatePickup,
} from './queries'

/** What keeping the list needs besides the database: file storage for the photos, a log for cleanup that failed. */
export type PickupDeps = StorageDeps & { log: Pick<FastifyBaseLogger, 'warn'> }

interface Who {
  schoolId: number
  userId: number
}

/**
 * Adds an authorised pickup person to a child (pickupId null) or changes one; the child's list after it. A new
 * photo is checked (its real bytes: an image, within the size limit) and claimed in the same transaction; the
 * photo it replaces is deleted once the change is saved.
 */
export async function saveAuthorisedPickup(
  db: DbOrTx,
  deps: PickupDeps,
  who: Who,
  childId: number,
  pickupId: number | null,
  raw: AuthorisedPickupInput,
) {
  const { photoKey = null, ...input } = parseInput(authorisedPickupInputSchema, raw)
  let replaced: string | null = null
  try {
    const list = await db.transaction(async (tx) => {
      await lockChild(tx, childId)
      const current =
        pickupId === null ? null : await selectPickupForUpdate(tx, who.schoolId, childId, pickupId)
      if (pickupId !== null && !current) throw notFound('Authorised pickup person')
      if (photoKey && photoKey !== current?.photoKey)
        await claimUploadedFile(tx, deps, {
          schoolId: who.schoolId,
          key: photoKey,
          purpose: 'pickup_photo',
          field: 'photoKey',
        })
      if (current) {
        await updatePickup(tx, who.schoolId, childId, current.id, { ...input, photoKey })
        if (current.photoKey !== photoKey) replaced = current.photoKey
      } else {
        const count = (await selectPickups(tx, who.schoolId, [childId])).length
        if (count >= MAX_AUTHORISED_PICKUPS) throw refusal(ErrorCode.BadUserInput, 'kiosk.tooManyPickups')
        await insertPickup(tx, {
          fkSchool: who.schoolId,
          fkChild: childId,
          createdBy: who.userId,
          photoKey,
          ...input,
        })
      }
      return selectPickups(tx, who.schoolId, [childId])
    })
    await forgetPhoto(db, deps, who.schoolId, replaced)
    return list
  } catch (error) {
    if (isUniqueViolation(error, 'authorised_pickups_child_mobile'))
      throw refusal(ErrorCode.Conflict, 'kiosk.mobileTaken', 'mobile')
    throw error
  }
}

/** Takes a person off a child's list: kept inactive (past pickups keep their name), their photo deleted. */
export async function removeAuthorisedPickup(
  db: DbOrTx,
  deps: PickupDeps,
  schoolId: number,
  childId: number,
  pickupId: number,
) {
  const removed = await deactivatePickup(db, schoolId, childId, pickupId)
  if (!removed) throw notFound('Authorised pickup person')
  await forgetPhoto(db, deps, schoolId, removed.photoKey)
  return selectPickups(db, schoolId, [childId])
}

/** An upload target for a pickup person's photo (the purpose's formats and size limit, checked again on save). */
export const pickupPhotoUploadTarget = (
  db: DbOrTx,
  deps: StorageDeps,
  who: Who,
  file: { filename: string; contentType: string },
) => createUploadTarget(db, deps, { ...who, purpose: 'pickup_photo', ...file })

/**
 * Deletes a photo no person shows any more, after the change that dropped it (a failure only leaves a file
 * behind: the change is saved).
 */
async function forgetPhoto(db: DbOrTx, deps: PickupDeps, schoolId: number, key: string | null) {
  if (!key) return
  try {
    if (!(await photoStillShown(db, schoolId, key))) await deleteStoredFile(db, deps, { schoolId, key })
  } catch (error) {
    deps.log.warn({ err: error }, 'pickup photo left in storage')
  }
}
