import { addMonths, VacancyStatus } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { children, seatOffers } from '../../db/schema'
import {
  buildCapacity,
  buildFamily,
  buildParent,
  buildPlanningWorld,
  buildStaff,
  enrolChild,
  type PlanningWorld,
} from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { NEGATIVE, thisMonth, VACANCIES } from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "this month" is read on the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

/** A child placed in a class of the centre and level from `from`, born on `dateOfBirth`. */
async function placeChild(w: PlanningWorld, from: string, dateOfBirth: string) {
  const db = w.school.db
  const [child] = await db
    .insert(children)
    .values({ fkSchool: w.school.id, firstname: 'Mia', lastname: 'Lim', dateOfBirth })
    .returning()
  await enrolChild(w.school, { childId: child.id, centreId: w.centre.id, levelId: w.levelId, from })
}

const family = (
  w: PlanningWorld,
  month: string,
  overrides: Parameters<typeof buildFamily>[1]['overrides'] = {},
  state?: 'pre_registration' | 'pending_form_completion',
) =>
  buildFamily(w.school, {
    centreId: w.centre.id,
    levelId: w.levelId,
    enrollmentPlan: month,
    state,
    child: { dateOfBirth: addMonths(month, -40) },
    overrides,
  })

type Row = { status: string; count: number; month: string }
const statusesOf = (rows: Row[], month: string) =>
  Object.fromEntries(rows.filter((r) => r.month === month).map((r) => [r.status, r.count]))

describe('vacancies per month', () => {
  it('computes the nine statuses from placements, offers, the enrolment group and the waitlist', async () => {
    const w = await buildPlanningWorld()
    const [m0, m1, m2, m3] = [0, 1, 2, 3].map((n) => addMonths(thisMonth(), n))
    await buildCapacity(w.school, { centreId: w.centre.id, levelId: w.levelId, month: m0, capacity: 10 })
    // Enrolled two months ago; outgrows the 48-month level (no promotion date) in m3.
    await placeChild(w, addMonths(m0, -2), addMonths(m3, -48).replace(/01$/, '10'))
    // Starts next month: newly enrolled.
    await placeChild(w, m1, addMonths(m1, -38))
    // A live offer from m1, and a family in registration without one from m2.
    const offered = await family(w, m1, {}, 'pre_registration')
    await w.school.db.insert(seatOffers).values({
      fkSchool: w.school.id,
      fkEnquiry: offered.enquiryId,
      fkCentre: w.centre.id,
      fkLevel: w.levelId,
      month: m1,
    })
    await family(w, m2, {}, 'pending_form_completion')
    // On the waitlist for m1; a family not waitlisted is not counted.
    await family(w, m1, { waitlistedAt: new Date() })
    await family(w, m1)

    const result = await gql(
      VACANCIES,
      { CentreID: w.centre.id, ServiceLevel: w.levelId, Year: 2000, fromMonth: m0 },
      w.readOnly.token,
    )
    expect(result.errors).toBeUndefined()
    const rows = result.data!.findAllVacancies
    expect(rows).toHaveLength(12 * 9)
    expect(rows.slice(0, 9).map((r) => r.status)).toEqual([...VacancyStatus])
    const zero = { transfer_in: 0, transfer_out: 0, withdraw: 0 }
    expect(statusesOf(rows, m0)).toEqual({
      ...zero,
      existing_enrolment: 1,
      promotion: 0,
      pending_registration: 0,
      enrolled: 0,
      on_waitlist: 0,
      available_vacancy: 9,
    })
    expect(statusesOf(rows, m1)).toEqual({
      ...zero,
      existing_enrolment: 1,
      promotion: 0,
      pending_registration: 1,
      enrolled: 1,
      on_waitlist: 1,
      available_vacancy: 7,
    })
    expect(statusesOf(rows, m2)).toMatchObject({
      pending_registration: 2,
      on_waitlist: 0,
      available_vacancy: 6,
    })
    expect(statusesOf(rows, m3)).toMatchObject({ promotion: 1, available_vacancy: 7 })

    const publicRows = await gql(
      VACANCIES,
      { CentreID: w.centre.id, ServiceLevel: w.levelId, Year: 2000, fromMonth: m0, IsPublic: true },
      w.readOnly.token,
    )
    expect(publicRows.data!.findAllVacancies.map((r) => r.status)).toEqual(
      Array(12).fill('available_vacancy'),
    )
  })

  it('lists a level over capacity as a negative vacancy of its year', async () => {
    const w = await buildPlanningWorld()
    const m1 = addMonths(thisMonth(), 1)
    await buildCapacity(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      month: thisMonth(),
      capacity: 1,
    })
    await placeChild(w, addMonths(thisMonth(), -1), addMonths(thisMonth(), -40))
    await placeChild(w, m1, addMonths(thisMonth(), -40))
    const result = await gql(NEGATIVE, { centreID: w.centre.id }, w.readOnly.token)
    const entries = result.data!.findAllNegativeVacanciesByCentre
    expect(entries[0]).toMatchObject({
      levelId: w.levelId,
      year: Number(m1.slice(0, 4)),
      shortfall: 1,
      firstMonth: m1,
    })
  })

  it('refuses staff out of reach or without the module, a parent, and bad years', async () => {
    const w = await buildPlanningWorld()
    const noModule = await buildStaff(w.school, {}, [w.centre.id])
    const parent = await buildParent(w.school)
    const args = { CentreID: w.centre.id, ServiceLevel: w.levelId, Year: 2027 }
    for (const token of [w.otherCentreStaff.token, noModule.token, parent.token])
      expect(errorCode(await gql(VACANCIES, args, token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(VACANCIES, { ...args, Year: 99999 }, w.readOnly.token))).toBe('BAD_USER_INPUT')
    expect(errorCode(await gql(VACANCIES, { ...args, fromMonth: '2027-01-15' }, w.readOnly.token))).toBe(
      'BAD_USER_INPUT',
    )
    expect(errorCode(await gql(NEGATIVE, { centreID: w.centre.id }, w.otherCentreStaff.token))).toBe(
      'FORBIDDEN',
    )
  })
})
