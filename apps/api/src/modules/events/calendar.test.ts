import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildHQ, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { publishedEvent, setup } from './test-support'

const CALENDAR = graphql(`
  query EventsCalendar($IDCentre: Int, $year: Int!, $month: Int!) {
    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
      events {
        ID
        title
        status
        eventType
        location
      }
    }
  }
`)

describe('events in the centre calendar', () => {
  it("shows a centre's published events in their month, not another centre's", async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const calendarStaff = await buildStaff(w.school, { visit_management: Access.read }, [w.centre.id])
    const june = await gql(CALENDAR, { IDCentre: w.centre.id, year: 2099, month: 6 }, calendarStaff.token)
    expect(june.data!.findAllCalendarEvent.events).toEqual([
      { ID: id, title: 'Sports Day', status: 'published', eventType: 'Sports', location: 'Main hall' },
    ])
    const july = await gql(CALENDAR, { IDCentre: w.centre.id, year: 2099, month: 7 }, calendarStaff.token)
    expect(july.data!.findAllCalendarEvent.events).toEqual([])
    const otherStaff = await buildStaff(w.school, { visit_management: Access.read }, [w.other.id])
    const other = await gql(CALENDAR, { IDCentre: w.other.id, year: 2099, month: 6 }, otherStaff.token)
    expect(other.data!.findAllCalendarEvent.events).toEqual([])
    const all = await gql(CALENDAR, { year: 2099, month: 6 }, otherStaff.token)
    expect(all.data!.findAllCalendarEvent.events).toEqual([])
  })

  it("shows the calendar of all centres by the platform's reach: the centre's staff theirs, head office every one", async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const month = { year: 2099, month: 6 }
    const ids = async (token: string) =>
      (await gql(CALENDAR, month, token)).data!.findAllCalendarEvent.events.map((e) => e.ID)
    const centreStaff = await buildStaff(w.school, { visit_management: Access.read }, [w.centre.id])
    expect(await ids(centreStaff.token)).toContain(id)
    const headOffice = await buildHQ(w.school, { visit_management: Access.read })
    expect(await ids(headOffice.token)).toContain(id)
  })
})
