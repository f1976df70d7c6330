import { holidayInputSchema, holidayYearSchema } from '@preschool/domain'
import { and } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, DbOrTx, Tx } from '../../db/client'
import { heldAsStaff, type SignedInGrant } from '../../platform/authz/authorize'
import type { Actor } from '../../platform/authz/actor'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import {
  claimUploadedFile,
  createUploadTarget,
  deleteStoredFile,
  type StorageDeps,
} from '../../platform/storage/files'
import {
  childrensCentreIds,
  closingAnyOf,
  deleteHolidayRow,
  type HolidayWithCentres,
  insertHoliday,
  lockHoliday,
  overlapping,
  photoStillShown,
  replaceHolidayCentres,
  schoolCentreIds,
  selectHoliday,
  selectHolidays,
  updateHoliday,
} from './queries'

/** What saving needs besides the database: file storage for the photo, and a log for cleanup that failed. */
export type HolidayDeps = StorageDeps & { log: Pick<FastifyBaseLogger, 'warn'> }
/** What a resolver hands the service: the deps and the request's database. */
export type HolidayContext = HolidayDeps & { db: Db }

/**
 * The holidays closing a centre on any day of from..to (YYYY-MM-DD, inclusive), public ones included, sorted by
 * start. For modules that must not book on holidays (visit slots, the calendar); the caller has authorized.
 */
export function holidaysOverlapping(
  db: DbOrTx,
  schoolId: number,
  centreId: number | null,
  from: string,
  to: string,
): Promise<HolidayWithCentres[]> {
  // No centre: the holidays closing every centre (public ones), as the calendar of all centres shows them.
  return selectHolidays(
    db,
    schoolId,
    and(overlapping(from, to), closingAnyOf(centreId === null ? [] : [centreId])),
  )
}

/**
 * The school's holidays overlapping a year, as the viewer may see them: staff with holidays.read every holiday,
 * parents the public ones and those of the centres their children attend that year; other staff none.
 */
export async function listHolidaysOfYear(
  db: Db,
  grant: SignedInGrant,
  schoolId: number,
  rawYear: number,
  centreId: number | undefined,
): Promise<HolidayWithCentres[]> {
  const year = parseInput(holidayYearSchema, rawYear)
  const y = String(year).padStart(4, '0')
  const [from, to] = [`${y}-01-01`, `${y}-12-31`]
  // The guard let through staff with holiday read (every holiday) and parents (their children's centres).
  const reach = heldAsStaff(grant)
    ? 'all'
    : await childrensCentreIds(db, schoolId, grant.viewer.userId, from, to)
  const centreFilter =
    reach === 'all'
      ? centreId === undefined
        ? undefined
        : closingAnyOf([centreId])
      : closingAnyOf(centreId === undefined ? reach : reach.filter((id) => id === centreId))
  return selectHolidays(db, schoolId, and(overlapping(from, to), centreFilter))
}

/** The school's holiday, locked until the transaction ends so concurrent changes apply one after the other. */
async function lockedHoliday(tx: Tx, schoolId: number, holidayId: number): Promise<HolidayWithCentres> {
  const holiday =
    (await lockHoliday(tx, schoolId, holidayId)) && (await selectHoliday(tx, schoolId, holidayId))
  if (!holiday) throw notFound('Holiday')
  return holiday
}

/**
 * Creates a holiday (holidayId undefined) or replaces one's details and centres, in one transaction. The guard let
 * the caller through only if they reach every centre the holiday closes, before and after (a public one: HQ).
 */
export async function saveHoliday(
  db: Db,
  deps: HolidayDeps,
  schoolId: number,
  holidayId: number | undefined,
  raw: unknown,
): Promise<HolidayWithCentres> {
  const input = parseInput(holidayInputSchema, raw)
  // A public holiday closes every centre: listing some as well would only say it twice.
  const centreIds = input.isPublic ? [] : input.centreIDs
  let replacedKey: string | null = null
  const saved = await db.transaction(async (tx) => {
    let existing: HolidayWithCentres | null = null
    if (holidayId !== undefined) {
      existing = await lockedHoliday(tx, schoolId, holidayId)
    }
    const known = await schoolCentreIds(tx, schoolId, centreIds)
    if (centreIds.some((id) => !known.has(id))) throw notFound('Centre')
    const imageKey = input.holidayImageKey
    // A new photo is checked (real type, size, school, purpose) and marked in use within this transaction.
    if (imageKey && imageKey !== existing?.holidayImageKey)
      await claimUploadedFile(tx, deps, {
        schoolId,
        key: imageKey,
        purpose: 'holiday_photo',
        field: 'holidayImageKey',
      })
    if (existing?.holidayImageKey && existing.holidayImageKey !== imageKey)
      replacedKey = existing.holidayImageKey

    const values = {
      title: input.title,
      description: input.description,
      from: input.from,
      to: input.to,
      isPublic: input.isPublic,
      holidayImageKey: input.holidayImageKey,
    }
    const id = holidayId ?? (await insertHoliday(tx, schoolId, values))
    if (holidayId !== undefined) await updateHoliday(tx, holidayId, values)
    await replaceHolidayCentres(tx, id, centreIds)
    return (await selectHoliday(tx, schoolId, id))!
  })
  if (replacedKey) await forgetPhoto(db, deps, schoolId, replacedKey)
  return saved
}

/**
 * Deletes a photo no holiday of the school shows any more, once the change that dropped it has committed (a
 * rollback cannot bring bytes back). The holiday is saved by then: a failure here only leaves a file behind.
 */
async function forgetPhoto(db: Db, deps: HolidayDeps, schoolId: number, key: string) {
  try {
    if (!(await photoStillShown(db, schoolId, key))) await deleteStoredFile(db, deps, { schoolId, key })
  } catch (error) {
    deps.log.warn({ err: error, key }, 'holiday photo left in storage')
  }
}

export async function deleteHoliday(
  db: Db,
  deps: HolidayDeps,
  schoolId: number,
  holidayId: number,
): Promise<void> {
  const photo = await db.transaction(async (tx) => {
    const existing = await lockedHoliday(tx, schoolId, holidayId)
    await deleteHolidayRow(tx, schoolId, holidayId)
    return existing.holidayImageKey
  })
  if (photo) await forgetPhoto(db, deps, schoolId, photo)
}

/** A signed upload target for a holiday photo (images only, within the purpose's size limit). */
export function holidayPhotoUploadTarget(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  file: { filename: string; contentType: string },
) {
  return createUploadTarget(db, deps, { ...actor, purpose: 'holiday_photo', ...file })
}
