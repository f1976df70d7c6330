import { Access, moduleCategoryCodes, singaporeToday, addDays } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { codes, staff as staffTable } from '../../db/schema'
import {
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisit,
  buildVisitWorld,
  type Family,
  type VisitWorld,
} from '../../modules/visits/test-fixtures'
import {
  buildBus,
  buildBusDriver,
  buildCentre,
  buildChildAtCentre,
  buildFeeDraft,
  buildFeeTier,
  buildHQ,
  buildRole,
  buildSchool,
  buildStaff,
  type TestUser,
} from '../builders'

const every = (level: number) => Object.fromEntries(moduleCategoryCodes.map((code) => [code, level]))

/** The objects a caller must not reach: one of each kind, all at `world.centre` of `world.school`. */
export interface Victims {
  world: VisitWorld
  family: Family
  visitId: number
  availabilityId: number
  holidayId: number
  holidayYear: number
  roleId: number
  staffId: number
  codeId: number
  busId: number
  busDriverId: number
  /** A child of the centre on no bus. */
  busFreeChildId: number
  feeTierId: number
  /** A pending fee change request at the centre, by the world's HQ. */
  feeDraftId: number
}

/** The callers of the matrix: each must be refused on the victims' objects. */
export interface Intruders {
  /** A parent of another family of the same school, with a child and enquiry of their own. */
  otherParent: TestUser
  /** Staff of the victims' centre without any module. */
  noModule: TestUser
  /** Staff of the victims' centre with read on every module and nothing more. */
  readOnly: TestUser
  /** Staff of another centre of the same school with every access on every module. */
  otherCentre: TestUser
  /** HQ of another school with every access on every module. */
  otherSchoolHq: TestUser
  otherSchoolId: number
}

export async function buildVictims(): Promise<Victims> {
  const world = await buildVisitWorld()
  const family = await buildFamily(world)
  const visit = await buildVisit(world, family, new Date(`${addDays(singaporeToday(), 7)}T02:00:00Z`))
  const availability = await buildAvailability(world)
  const holidayDate = addDays(singaporeToday(), 20)
  const holiday = await buildHoliday(world, holidayDate, {
    title: 'Centre day',
    centreId: world.centre.id,
  })
  const role = await buildRole(world.school, { isStaff: true, access: { level_management: Access.read } })
  const [member] = await world.school.db
    .select({ id: staffTable.id })
    .from(staffTable)
    .where(eq(staffTable.fkSchool, world.school.id))
    .limit(1)
  const [code] = await world.school.db
    .insert(codes)
    .values({ fkSchool: world.school.id, category: 'race', label: 'Matrix', description: 'Matrix code' })
    .returning()
  const busDriverId = await buildBusDriver(world.school, world.centre.id)
  const busId = await buildBus(world.school, world.centre.id, {
    driverId: busDriverId,
    childIds: [await buildChildAtCentre(world.school, world.centre.id)],
  })
  const busFreeChildId = await buildChildAtCentre(world.school, world.centre.id)
  const feeTier = await buildFeeTier(world.school, world.centre.id)
  const feeDraftId = await buildFeeDraft(
    world.school,
    { ...feeTier, centreId: world.centre.id },
    { userId: world.hq.id },
  )
  return {
    world,
    family,
    busId,
    busDriverId,
    busFreeChildId,
    feeTierId: feeTier.tierId,
    feeDraftId,
    visitId: visit.id,
    availabilityId: availability.id,
    holidayId: holiday.id,
    holidayYear: Number(holidayDate.slice(0, 4)),
    roleId: role.id,
    staffId: member.id,
    codeId: code.id,
  }
}

export async function buildIntruders({ world }: Victims): Promise<Intruders> {
  const { school } = world
  const other = await buildFamily(world, { centre: world.otherCentre })
  const elsewhere = await buildSchool()
  await buildCentre(elsewhere)
  const all = Access.read | Access.write | Access.approve
  return {
    otherParent: other.parent,
    noModule: await buildStaff(school, {}, [world.centre.id]),
    readOnly: await buildStaff(school, every(Access.read), [world.centre.id]),
    otherCentre: await buildStaff(school, every(all), [world.otherCentre.id]),
    otherSchoolHq: await buildHQ(elsewhere, every(all)),
    otherSchoolId: elsewhere.id,
  }
}
