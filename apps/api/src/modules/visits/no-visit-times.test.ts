import { addDays, enquiryState, singaporeToday, VisitMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { visits } from '../../db/schema'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import {
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  type Family,
  message,
  run,
  stateOf,
  type VisitWorld,
  weekdayAhead,
} from './test-fixtures'

// A Tuesday ahead of the database clock, so the slots asked for fall on the same weekdays every run.
onFixedClock(nextInSingapore(2, 10))

const FLOW = graphql(`
  query VisitsNoVisitTimesFlow($IDEnquiry: Int!) {
    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
      nextAction
    }
  }
`)

async function nextAction(family: Family) {
  const result = await gql(FLOW, { IDEnquiry: family.enquiryId }, family.parent.token)
  expect(result.errors).toBeUndefined()
  return result.data?.getEnquiryFrontendStates.nextAction
}

const slot = (date: string) => ({ date, from: '09:00', to: '09:30' })

async function visitsOf(world: VisitWorld, family: Family) {
  return world.school.db.select().from(visits).where(eq(visits.fkEnquiry, family.enquiryId))
}

describe('a centre without visit times', () => {
  it('is not offered for booking: the parent is told the centre will contact them, and a booking is refused', async () => {
    const world = await buildVisitWorld()
    const family = await buildFamily(world)
    // Times that do not count: an ended availability, an inactive one, a trial one, and another centre's.
    const today = singaporeToday()
    await buildAvailability(world, { start: addDays(today, -30), end: addDays(today, -1) })
    await buildAvailability(world, { active: false })
    await buildAvailability(world, { visitType: 'trial' })
    await buildAvailability(world, { fkCentre: world.otherCentre.id })

    expect(await nextAction(family)).toBe('await_centre_contact')
    const { result } = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) },
      family.parent.token,
    )
    expect(message(result)).toBe(VisitMsg.noVisitTimes('centre_visit'))
    expect(result.errors?.[0].extensions?.code).toBe('CONFLICT')
    // Nothing written.
    expect(await visitsOf(world, family)).toEqual([])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('new_enquiry').id)
  })

  it('is offered again once the centre publishes times', async () => {
    const world = await buildVisitWorld()
    const family = await buildFamily(world)
    await buildAvailability(world)
    expect(await nextAction(family)).toBe('book_visit')
    const { result } = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) },
      family.parent.token,
    )
    expect(result.errors).toBeUndefined()
  })

  it('without trial class times: the trial is not offered and its booking is refused', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world, { state: 'visit_approved' })
    expect(await nextAction(family)).toBe('await_centre_contact')
    const { result } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) },
      family.parent.token,
    )
    expect(message(result)).toBe(VisitMsg.noVisitTimes('trial'))
    expect(await visitsOf(world, family)).toEqual([])
  })
})
