import { plateCheckLetter } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  busChildren,
  busDrivers,
  buses,
  childClasses,
  childLevels,
  childRelations,
  children,
  classes,
  levels,
  programs,
  users,
} from '../../schema'
import { demoBusDrivers, demoBuses, demoBusRiders } from '../content/buses'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

/** Demo children in a K1 class at Tampines (see content/buses.ts), placed since the start of the year. */
async function insertRiders(tx: Tx, centre: SeededCentre, today: Date): Promise<number[]> {
  const [k1] = await tx
    .select({ id: levels.id, fkProgram: programs.id })
    .from(levels)
    .innerJoin(programs, eq(programs.fkLevel, levels.id))
    .where(and(eq(levels.fkSchool, centre.fkSchool), eq(levels.label, 'Kindergarten 1')))
    .orderBy(programs.id)
    .limit(1)
  if (!k1) return []
  const [klass] = await tx
    .insert(classes)
    .values({ fkSchool: centre.fkSchool, fkCentre: centre.id, fkLevel: k1.id, label: 'K1 Rainbow' })
    .returning({ id: classes.id })
  const rows = await tx
    .insert(children)
    .values(
      demoBusRiders.map(({ firstname, lastname, months }) => ({
        fkSchool: centre.fkSchool,
        nationality: 'Singaporean',
        firstname,
        lastname,
        // Born on the 1st, `months` before the seat's first day (2 January).
        dateOfBirth: new Date(Date.UTC(today.getFullYear(), -months, 1)).toISOString().slice(0, 10),
      })),
    )
    .returning({ id: children.id })
  // Each rider's parent (the main applicant, without a sign-in): the families a fee change shows.
  const parents = await tx
    .insert(users)
    .values(
      demoBusRiders.map((c) => ({
        fkSchool: centre.fkSchool,
        email: `${c.parent.toLowerCase()}.${c.lastname.toLowerCase()}@k1-tampines.family.demo`,
        firstname: c.parent,
        lastname: c.lastname,
      })),
    )
    .returning({ id: users.id })
  await tx.insert(childRelations).values(
    rows.map((r, i) => ({
      fkSchool: centre.fkSchool,
      fkChild: r.id,
      fkUser: parents[i].id,
      relation: 'Parent',
      isMainApplicant: true,
    })),
  )
  const from = `${today.getFullYear()}-01-02`
  // Each rider holds a K1 seat at the centre and sits in its class.
  const placement = (r: { id: number }) => ({
    fkSchool: centre.fkSchool,
    fkChild: r.id,
    fkLevel: k1.id,
    fkProgram: k1.fkProgram,
    from,
  })
  await tx.insert(childLevels).values(rows.map((r) => ({ ...placement(r), fkCentre: centre.id })))
  await tx.insert(childClasses).values(rows.map((r) => ({ ...placement(r), fkClass: klass.id })))
  return rows.map((r) => r.id)
}

/** Drivers and buses at two centres; the first Tampines bus carries two of the riders, the rest stay free. */
export async function insertBuses(tx: Tx, centres: ReadonlyMap<string, SeededCentre>, today: Date) {
  const drivers = await tx
    .insert(busDrivers)
    .values(
      demoBusDrivers.map(({ centre, ...d }) => {
        const c = lookup(centres, centre, 'centre')
        return { fkSchool: c.fkSchool, fkCentre: c.id, mobilePhoneCountryCode: '+65', ...d }
      }),
    )
    .returning({ id: busDrivers.id, firstname: busDrivers.firstname })
  const driverId = new Map(drivers.map((d) => [d.firstname, d.id]))
  const rows = await tx
    .insert(buses)
    .values(
      demoBuses.map((b) => {
        const c = lookup(centres, b.centre, 'centre')
        return {
          fkSchool: c.fkSchool,
          fkCentre: c.id,
          plateNumber: `${b.prefix}${b.number}${plateCheckLetter(b.prefix, b.number)}`,
          fkBusDriver: b.driver ? lookup(driverId, b.driver, 'bus driver') : null,
        }
      }),
    )
    .returning({ id: buses.id })
  const tampines = lookup(centres, 'LS-TMP', 'centre')
  const riders = await insertRiders(tx, tampines, today)
  if (riders.length >= 2)
    await tx
      .insert(busChildren)
      .values(
        riders.slice(0, 2).map((fkChild) => ({ fkSchool: tampines.fkSchool, fkBus: rows[0].id, fkChild })),
      )
}
