import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildHQ, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  ALL,
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  emailsTo,
  notificationsOf,
  run,
  type VisitWorld,
  weekdayAhead,
} from './test-fixtures'
import { CANCEL_ENQUIRY } from './visit-test-documents'

/** Who hears of a booking at world.centre, and who must not. */
async function audience(world: VisitWorld) {
  const { school, centre, otherCentre } = world
  return {
    readOnly: await buildStaff(school, { visit_management: Access.read }, [centre.id]),
    otherCentre: await buildStaff(school, { visit_management: ALL }, [otherCentre.id]),
    noModule: await buildStaff(school, { centre_management: ALL }, [centre.id]),
    hqWithoutModule: await buildHQ(school, { enquiry_management: ALL }),
  }
}

async function book(world: VisitWorld, centre = world.centre) {
  await buildAvailability(world, { fkCentre: centre.id })
  const family = await buildFamily(world, { centre })
  const date = weekdayAhead(7)
  const { result, visit } = await run(
    'book',
    { IDEnquiry: family.enquiryId, date, from: '09:00', to: '09:30' },
    family.parent.token,
  )
  expect(result.errors).toBeUndefined()
  return { family, date, visitId: visit!.ID }
}

describe("the centre staff's work queue", () => {
  it('tells the staff with visit_management who reach the centre (assigned or HQ) of a booking, by bell and email', async () => {
    const world = await buildVisitWorld()
    const others = await audience(world)
    await book(world)
    for (const user of [world.staff, world.hq, others.readOnly]) {
      const [notice] = await notificationsOf(world, user.id)
      expect(notice).toMatchObject({ title: 'New centre visit to approve', read: false })
      expect(notice.body).toContain('Little Steps @ Test, East')
      expect(notice.navigate).toBe(`/calendar?centre=${world.centre.id}&tab=visits&status=created`)
      const [email] = await emailsTo(world, user.email)
      expect(email.subject).toBe('New centre visit to approve')
      expect(email.bodyText).toContain(
        `/calendar?centre=${world.centre.id}&tab=visits&status=created&fkSchool=${world.school.id}`,
      )
    }
    for (const user of Object.values(others).filter((u) => u !== others.readOnly)) {
      expect(await notificationsOf(world, user.id)).toEqual([])
      expect(await emailsTo(world, user.email)).toEqual([])
    }
  })

  it('tells them when the parent moves or cancels the booking', async () => {
    const world = await buildVisitWorld()
    const { family, visitId } = await book(world)
    const moved = await run(
      'reschedule',
      { IDVisit: visitId, date: weekdayAhead(8), from: '10:00', to: '10:30' },
      family.parent.token,
    )
    expect(moved.result.errors).toBeUndefined()
    const cancelled = await run('cancel', { IDVisit: visitId }, family.parent.token)
    expect(cancelled.result.errors).toBeUndefined()
    const titles = (await notificationsOf(world, world.staff.id)).map((n) => n.title)
    expect(titles).toEqual(['New centre visit to approve', 'Centre visit moved', 'Centre visit cancelled'])
    expect((await emailsTo(world, world.hq.email)).map((m) => m.subject)).toEqual(titles)
  })

  it('tells the staff with enquiry_management of a cancelled enquiry, not those without it', async () => {
    const world = await buildVisitWorld()
    const admissions = await buildStaff(world.school, { enquiry_management: Access.read }, [world.centre.id])
    const family = await buildFamily(world)
    const result = await gql(CANCEL_ENQUIRY, { ID: family.enquiryId }, family.parent.token)
    expect(result.errors).toBeUndefined()
    const [notice] = await notificationsOf(world, admissions.id)
    expect(notice.title).toMatch(/^Enquiry cancelled: .+ at .+$/)
    expect(await notificationsOf(world, world.staff.id)).toEqual([])
  })
})

const PENDING = graphql(`
  query VisitsWorkQueuePending($IDCentre: Int, $status: String) {
    getScheduledVisits(IDCentre: $IDCentre, status: $status) {
      totalCount
      data {
        ID
        fkCentre
        status
        centre {
          label
        }
      }
    }
    getPendingVisitCounts {
      IDCentre
      pending
    }
  }
`)
const MONTH = graphql(`
  query VisitsWorkQueueMonth($IDCentre: Int, $year: Int!, $month: Int!) {
    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
      IDCentre
      visits {
        ID
        centreLabel
        fkCentre
      }
      availabilities {
        ID
      }
    }
  }
`)

describe('pending visits across the reach', () => {
  it('lists and counts the pending visits of every centre HQ reaches, and only the assigned centres for others', async () => {
    const world = await buildVisitWorld()
    const here = await book(world)
    const there = await book(world, world.otherCentre)
    const hq = (await gql(PENDING, { status: 'created' }, world.hq.token)).data!
    expect(hq.getScheduledVisits.data.map((v) => v.ID).sort()).toEqual([here.visitId, there.visitId].sort())
    expect(hq.getPendingVisitCounts).toEqual([
      { IDCentre: world.centre.id, pending: 1 },
      { IDCentre: world.otherCentre.id, pending: 1 },
    ])
    const staff = (await gql(PENDING, { status: 'created' }, world.staff.token)).data!
    expect(staff.getScheduledVisits.data.map((v) => v.ID)).toEqual([here.visitId])
    expect(staff.getPendingVisitCounts).toEqual([{ IDCentre: world.centre.id, pending: 1 }])

    const [year, month] = here.date.split('-').map(Number)
    const all = await gql(MONTH, { year, month }, world.hq.token)
    const calendar = all.data!.findAllCalendarEvent
    expect(calendar.IDCentre).toBeNull()
    expect(calendar.availabilities).toEqual([])
    expect(calendar.visits.find((v) => v.ID === here.visitId)?.centreLabel).toBe('Little Steps @ Test, East')
    expect(calendar.visits.some((v) => v.ID === there.visitId)).toBe(true)
  })

  it('refuses the counts and the lists of all centres to parents, staff without the module and visitors', async () => {
    const world = await buildVisitWorld()
    const family = await buildFamily(world)
    const noModule = await buildStaff(world.school, { centre_management: ALL }, [world.centre.id])
    for (const token of [family.parent.token, noModule.token]) {
      const result = await gql(PENDING, { status: 'created' }, token)
      expect(result.data).toBeNull()
      expect(result.errors?.[0]?.message).toBe('unauthorized')
    }
    expect(errorCode(await gql(PENDING, { status: 'created' }))).toBe('UNAUTHENTICATED')
  })

  it('still refuses a named centre outside the reach', async () => {
    const world = await buildVisitWorld()
    const result = await gql(PENDING, { IDCentre: world.otherCentre.id }, world.staff.token)
    expect(result.errors?.[0]?.message).toBe('unauthorized')
  })
})
