import {
  busChildren,
  busDrivers,
  buses,
  childClasses,
  childLevels,
  children,
  classes,
  levels,
} from '../../db/schema'
import { type TestSchool, unique } from './school'

/**
 * A child with a seat at the centre and a place in its class from `from` (to `to`, or open): one of the centre's
 * children for buses and fees. The class (and its level) is new each time.
 */
export async function buildChildAtCentre(
  school: TestSchool,
  centreId: number,
  opts: {
    firstname?: string
    lastname?: string
    from?: string
    to?: string | null
    /** The class's level (a new one unless given) and the placement's programme. */
    levelId?: number
    programId?: number
    nationality?: string
  } = {},
): Promise<number> {
  const [child] = await school.db
    .insert(children)
    .values({
      fkSchool: school.id,
      firstname: opts.firstname ?? 'Mei',
      lastname: opts.lastname ?? `Tan ${unique()}`,
      dateOfBirth: '2022-04-01',
      nationality: opts.nationality ?? 'Singaporean',
    })
    .returning({ id: children.id })
  const levelId = opts.levelId ?? (await buildLevel(school))
  const [klass] = await school.db
    .insert(classes)
    .values({ fkSchool: school.id, fkCentre: centreId, fkLevel: levelId, label: `K1 Sunflowers ${unique()}` })
    .returning({ id: classes.id })
  const from = opts.from ?? '2020-01-01'
  const to = opts.to ?? null
  // The seat at the centre (what buses and fees count) and the child's place in a class of it.
  await school.db.insert(childLevels).values({
    fkSchool: school.id,
    fkChild: child.id,
    fkCentre: centreId,
    fkLevel: levelId,
    fkProgram: opts.programId ?? null,
    from,
    to,
  })
  await school.db.insert(childClasses).values({
    fkSchool: school.id,
    fkChild: child.id,
    fkClass: klass.id,
    fkLevel: levelId,
    fkProgram: opts.programId ?? null,
    from,
    to,
  })
  return child.id
}

/** A new K1-like level of the school (a unique label). */
export async function buildLevel(school: TestSchool): Promise<number> {
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `K1 ${unique()}`, fromMonth: 48, toMonth: 60 })
    .returning({ id: levels.id })
  return level.id
}

export async function buildBusDriver(
  school: TestSchool,
  centreId: number,
  overrides: Partial<typeof busDrivers.$inferInsert> = {},
): Promise<number> {
  const [row] = await school.db
    .insert(busDrivers)
    .values({
      fkSchool: school.id,
      fkCentre: centreId,
      firstname: 'Ah Kow',
      lastname: 'Lim',
      mobilePhoneCountryCode: '+65',
      mobilePhone: '91234567',
      ...overrides,
    })
    .returning({ id: busDrivers.id })
  return row.id
}

/** A bus at the centre with the given children; the plate is a valid one, distinct per call. */
export async function buildBus(
  school: TestSchool,
  centreId: number,
  opts: { plateNumber?: string; childIds?: number[]; driverId?: number } = {},
): Promise<number> {
  const [row] = await school.db
    .insert(buses)
    .values({
      fkSchool: school.id,
      fkCentre: centreId,
      plateNumber: opts.plateNumber ?? `TEST${unique()}`,
      fkBusDriver: opts.driverId ?? null,
    })
    .returning({ id: buses.id })
  if (opts.childIds?.length)
    await school.db
      .insert(busChildren)
      .values(opts.childIds.map((fkChild) => ({ fkSchool: school.id, fkBus: row.id, fkChild })))
  return row.id
}
