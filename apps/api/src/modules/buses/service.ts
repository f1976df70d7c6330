import {
  BusMsg,
  busChildrenSchema,
  busDriverInputSchema,
  busFilterSchema,
  busInputSchema,
  singaporeToday,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { busDrivers, buses } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import {
  anyOnAnotherBus,
  type BusRow,
  busSearch,
  deleteBus,
  deleteDriver,
  driverSearch,
  insertBus,
  insertDriver,
  replaceBusChildren,
  selectBus,
  selectBusesPage,
  selectChildIdsAtCentre,
  selectChildrenWithoutBus,
  selectDriver,
  selectDriverCentre,
  selectDriversPage,
  unassignDriverElsewhere,
  updateBus,
  updateDriver,
} from './queries'

/** The buses the caller reaches, filtered by centre and a part of the plate. */
export function listBuses(db: Db, grant: SignedInGrant, rawFilter: unknown, pagination?: Pagination | null) {
  const filter = parseInput(busFilterSchema, rawFilter)
  return selectBusesPage(
    db,
    grant.viewer.schoolId,
    and(
      reachCondition(grant, listReach.buses),
      filter.ID === null ? undefined : eq(buses.id, filter.ID),
      filter.fkCentre === null ? undefined : eq(buses.fkCentre, filter.fkCentre),
      filter.search === null ? undefined : busSearch(filter.search),
    ),
    toLimitOffset(pagination),
  )
}

/** The drivers the caller reaches, filtered by centre and a part of a name. */
export function listDrivers(
  db: Db,
  grant: SignedInGrant,
  rawFilter: unknown,
  pagination?: Pagination | null,
) {
  const filter = parseInput(busFilterSchema, rawFilter)
  return selectDriversPage(
    db,
    grant.viewer.schoolId,
    and(
      reachCondition(grant, listReach.busDrivers),
      filter.ID === null ? undefined : eq(busDrivers.id, filter.ID),
      filter.fkCentre === null ? undefined : eq(busDrivers.fkCentre, filter.fkCentre),
      filter.search === null ? undefined : driverSearch(filter.search),
    ),
    toLimitOffset(pagination),
  )
}

export const childrenWithoutBus = (db: Db, schoolId: number, centreId: number) =>
  selectChildrenWithoutBus(db, schoolId, centreId, singaporeToday())

const plateTaken = () => conflict(BusMsg.plateTaken, { plateNumber: BusMsg.plateTaken })

/** The children must be the centre's and on no other bus; the driver the centre's. */
async function checkBus(
  tx: Tx,
  schoolId: number,
  busId: number | null,
  centreId: number,
  driverId: number | null,
  childIds: number[],
) {
  if (driverId !== null && (await selectDriverCentre(tx, schoolId, driverId)) !== centreId)
    throw badInput(BusMsg.driverNotAtCentre, { fkBusDriver: BusMsg.driverNotAtCentre })
  const atCentre = await selectChildIdsAtCentre(tx, schoolId, centreId, childIds, singaporeToday())
  if (atCentre.length !== childIds.length)
    throw badInput(BusMsg.childNotAtCentre, { children: BusMsg.childNotAtCentre })
  if (await anyOnAnotherBus(tx, childIds, busId))
    throw conflict(BusMsg.childOnAnotherBus, { children: BusMsg.childOnAnotherBus })
}

/**
 * Creates or updates a bus with the complete list of its children, in one transaction. Two saves taking the same
 * child at once: the unique index on the child refuses the second, with the same message as the check.
 */
export async function saveBus(
  db: Db,
  schoolId: number,
  busId: number | null,
  rawData: unknown,
  rawChildren: unknown,
): Promise<BusRow> {
  const data = parseInput(busInputSchema, rawData)
  const childIds = parseInput(busChildrenSchema, rawChildren)
  try {
    const id = await db.transaction(async (tx) => {
      await checkBus(tx, schoolId, busId, data.fkCentre, data.fkBusDriver, childIds)
      const saved = busId ?? (await insertBus(tx, { fkSchool: schoolId, ...data }))
      if (busId !== null) await updateBus(tx, schoolId, busId, data)
      await replaceBusChildren(tx, schoolId, saved, childIds)
      return saved
    })
    return (await selectBus(db, schoolId, id))!
  } catch (error) {
    if (isUniqueViolation(error, 'buses_school_plate')) throw plateTaken()
    if (isUniqueViolation(error, 'bus_children_child'))
      throw conflict(BusMsg.childOnAnotherBus, { children: BusMsg.childOnAnotherBus })
    throw error
  }
}

export async function removeBus(db: Db, schoolId: number, busId: number): Promise<boolean> {
  if (!(await deleteBus(db, schoolId, busId))) throw notFound('Bus')
  return true
}

export async function addDriver(db: Db, schoolId: number, rawData: unknown) {
  const data = parseInput(busDriverInputSchema, rawData)
  const id = await insertDriver(db, { fkSchool: schoolId, ...data })
  return (await selectDriver(db, schoolId, id))!
}

/** Updates a driver; moved to another centre, they leave the old centre's buses (in the same transaction). */
export async function editDriver(db: Db, schoolId: number, driverId: number, rawData: unknown) {
  const data = parseInput(busDriverInputSchema, rawData)
  await db.transaction(async (tx) => {
    await updateDriver(tx, schoolId, driverId, data)
    await unassignDriverElsewhere(tx, driverId, data.fkCentre)
  })
  return (await selectDriver(db, schoolId, driverId))!
}

export async function removeDriver(db: Db, schoolId: number, driverId: number): Promise<boolean> {
  if (!(await deleteDriver(db, schoolId, driverId))) throw notFound('Bus driver')
  return true
}
