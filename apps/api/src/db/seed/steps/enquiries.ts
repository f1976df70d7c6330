import { ageInMonths, enquiryState, singaporeToday } from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { centreLevelVacancy } from '../../../modules/planning'
import type { Tx } from '../../client'
import {
  centreCapacities,
  centreLevels,
  childRelations,
  children,
  enquiries,
  enquiryActivities,
  levels,
  programs,
  users,
} from '../../schema'
import { demoParent } from '../content/accounts'
import { demoCapacities, demoEnquiry, fullInfantCareCentres } from '../content/enquiries'
import { demoLevels } from '../content/levels'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

const firstOfMonth = (date: string, monthsLater = 0) => {
  const [y, m] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1 + monthsLater, 1)).toISOString().slice(0, 10)
}

/** Every centre plans places for each level it offers, from the month of seeding. */
export async function insertCentreCapacities(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const offered = await tx
    .selectDistinct({
      fkSchool: centreLevels.fkSchool,
      fkCentre: centreLevels.fkCentre,
      fkLevel: levels.id,
      label: levels.label,
    })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
  const levelKeys = new Map(demoLevels.map((l) => [l.label, l.key]))
  const centreCodes = new Map([...seededCentres.values()].map((c) => [c.id, c.code]))
  const date = firstOfMonth(singaporeToday(today))
  const rows = offered.map((o) => {
    const key = lookup(levelKeys, o.label, 'level')
    const full = key === 'IC' && fullInfantCareCentres.includes(lookup(centreCodes, o.fkCentre, 'centre'))
    return {
      fkSchool: o.fkSchool,
      fkCentre: o.fkCentre,
      fkLevel: o.fkLevel,
      date,
      capacity: full ? 0 : demoCapacities[key],
    }
  })
  if (rows.length > 0) await tx.insert(centreCapacities).values(rows)
}

/** The demo parent's child enquires at one centre for next month, in the first enquiry state. */
/** The level a centre offers for a child of `age` months (with its first programme by start time). */
export async function offerForAge(tx: Tx, centre: { id: number; code: string }, age: number) {
  const offers = await tx
    .select({
      fkLevel: levels.id,
      fkProgram: programs.id,
      fromMonth: levels.fromMonth,
      toMonth: levels.toMonth,
    })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .innerJoin(programs, eq(programs.id, centreLevels.fkProgram))
    .where(eq(centreLevels.fkCentre, centre.id))
    .orderBy(asc(levels.fromMonth), asc(programs.from), asc(programs.id))
  const suited = offers.find((o) => o.fromMonth <= age && age < o.toMonth)
  if (!suited) throw new Error(`Demo centre ${centre.code} offers no level for a child of ${age} months`)
  return suited
}

export async function insertDemoEnquiry(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const [family] = await tx
    .select({
      userId: users.id,
      childId: children.id,
      dateOfBirth: children.dateOfBirth,
      firstname: users.firstname,
      lastname: users.lastname,
      childFirstname: children.firstname,
      childLastname: children.lastname,
    })
    .from(users)
    .innerJoin(childRelations, eq(childRelations.fkUser, users.id))
    .innerJoin(children, eq(children.id, childRelations.fkChild))
    .where(eq(users.email, demoParent.email))
    .limit(1)
  if (!family) throw new Error('Demo data has no demo parent with a child')
  const centre = lookup(seededCentres, demoEnquiry.centre, 'centre')
  const enrollmentPlan = firstOfMonth(singaporeToday(today), 1)
  const suited = await offerForAge(tx, centre, ageInMonths(family.dateOfBirth, enrollmentPlan))
  const state = enquiryState(demoEnquiry.state)
  const vacancy = await centreLevelVacancy(tx, {
    fkSchool: centre.fkSchool,
    fkCentre: centre.id,
    fkLevel: suited.fkLevel,
    date: enrollmentPlan,
  })
  const [enquiry] = await tx
    .insert(enquiries)
    .values({
      fkSchool: centre.fkSchool,
      fkCentre: centre.id,
      fkUser: family.userId,
      fkChild: family.childId,
      fkLevel: suited.fkLevel,
      fkProgram: suited.fkProgram,
      fkEnquiryState: state.id,
      firstname: family.firstname,
      lastname: family.lastname,
      childFirstname: family.childFirstname,
      childLastname: family.childLastname,
      enrollmentPlan,
      vacancyAvailable: vacancy.available,
    })
    .returning({ id: enquiries.id })
  await tx.insert(enquiryActivities).values({
    fkSchool: centre.fkSchool,
    fkEnquiry: enquiry.id,
    fkToState: state.id,
    fkUser: family.userId,
    action: 'created',
  })
}
