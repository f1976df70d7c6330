import { describe, expect, it } from 'vitest'
import { WaitlistMsg } from '@preschool/domain'
import { errorCode, gql } from '../../test/server'
import { graphql } from '../../test/generated'
import {
  buildWaitlistWorld,
  capacity,
  monthAhead,
  tag,
  tagEnquiry,
  WAIT_LIST,
  waitingFamily,
} from './test-support'

const ids = (r: { data: { getWaitList: { data: { ID: number }[] } } | null }) =>
  r.data?.getWaitList.data.map((d) => d.ID)

describe('the waitlist in queue order', () => {
  it('orders by tag weight, then the month wanted, then the enquiry date, and says why', async () => {
    const w = await buildWaitlistWorld()
    const early = await waitingFamily(w, { createdAt: new Date('2026-01-01T00:00:00Z') })
    const late = await waitingFamily(w, { createdAt: new Date('2026-03-01T00:00:00Z') })
    const sooner = await waitingFamily(w, {
      month: monthAhead(1),
      createdAt: new Date('2026-05-01T00:00:00Z'),
    })
    const tagged = await waitingFamily(w, { month: monthAhead(3) })
    const sibling = await tag(w, 'Sibling', 50)
    await tagEnquiry(w, tagged.enquiryId, sibling.id)
    const result = await gql(WAIT_LIST, {}, w.staff.token)
    expect(result.errors).toBeUndefined()
    expect(ids(result)).toEqual([tagged.enquiryId, sooner.enquiryId, early.enquiryId, late.enquiryId])
    const first = result.data!.getWaitList.data[0]
    expect(first.queueWeight).toBe(50)
    expect(first.waitlistTags.map((t) => t.weight)).toEqual([50])
    // Each family's place in its own queue (centre, level and month): early and late share one.
    const byId = new Map(result.data!.getWaitList.data.map((d) => [d.ID, d.queuePosition]))
    expect([byId.get(early.enquiryId), byId.get(late.enquiryId), byId.get(tagged.enquiryId)]).toEqual([
      1, 2, 1,
    ])
    expect(result.data!.getWaitList.totalCount).toBe(4)
  })

  it('shows the newest state change only, and leaves enquiries past the queue out', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    await waitingFamily(w, { state: 'pre_registration' })
    await w.school.db.execute(
      `insert into enquiry_activities (fk_school, fk_enquiry, fk_to_state, action, created_at) values
       (${w.school.id}, ${family.enquiryId}, 2, 'created', now() - interval '2 days'),
       (${w.school.id}, ${family.enquiryId}, 11, 'book_visit', now())`,
    )
    const result = await gql(WAIT_LIST, {}, w.staff.token)
    expect(ids(result)).toEqual([family.enquiryId])
    expect(result.data!.getWaitList.data[0].stateHistory).toEqual([
      { action: 'book_visit', toState: { stateCode: 'pending_visit' } },
    ])
  })

  it('drops empty and falsy filters but keeps a false waitlist status', async () => {
    const w = await buildWaitlistWorld()
    const waitlisted = await waitingFamily(w, { race: 'Chinese' })
    const fresh = await waitingFamily(w, { waitlisted: false, month: monthAhead(3) })
    const all = await gql(
      WAIT_LIST,
      { filter: { fkCentre: 0, fkLevel: null, waitlistStatus: null }, race: '' },
      w.staff.token,
    )
    expect(all.data!.getWaitList.totalCount).toBe(2)
    const notYet = await gql(WAIT_LIST, { filter: { waitlistStatus: false } }, w.staff.token)
    expect(ids(notYet)).toEqual([fresh.enquiryId])
    const joined = await gql(WAIT_LIST, { filter: { waitlistStatus: true } }, w.staff.token)
    expect(ids(joined)).toEqual([waitlisted.enquiryId])
    expect(ids(await gql(WAIT_LIST, { race: 'Chinese' }, w.staff.token))).toEqual([waitlisted.enquiryId])
    expect(ids(await gql(WAIT_LIST, { preferEnrolDate: monthAhead(3) }, w.staff.token))).toEqual([
      fresh.enquiryId,
    ])
    const sibling = await tag(w, 'Sibling', 10)
    await tagEnquiry(w, fresh.enquiryId, sibling.id)
    expect(ids(await gql(WAIT_LIST, { tag: sibling.id }, w.staff.token))).toEqual([fresh.enquiryId])
  })

  it('filters by vacancy with filterByVacancy true', async () => {
    const w = await buildWaitlistWorld()
    await capacity(w, 1)
    const free = await waitingFamily(w)
    await w.school.db.execute(`update enquiries set vacancy_available = true where id = ${free.enquiryId}`)
    await waitingFamily(w)
    expect(ids(await gql(WAIT_LIST, { filterByVacancy: true }, w.staff.token))).toEqual([free.enquiryId])
    expect(
      (await gql(WAIT_LIST, { filterByVacancy: false }, w.staff.token)).data!.getWaitList.totalCount,
    ).toBe(2)
  })

  it('lists only the centres in reach, and refuses callers without waitlist access', async () => {
    const w = await buildWaitlistWorld()
    const mine = await waitingFamily(w)
    const theirs = await waitingFamily(w, { centreId: w.otherCentreId })
    expect(ids(await gql(WAIT_LIST, {}, w.staff.token))).toEqual([mine.enquiryId])
    expect(ids(await gql(WAIT_LIST, {}, w.otherStaff.token))).toEqual([theirs.enquiryId])
    expect((await gql(WAIT_LIST, {}, w.hq.token)).data!.getWaitList.totalCount).toBe(2)
    expect(errorCode(await gql(WAIT_LIST, {}))).toBe('UNAUTHENTICATED')
    expect((await gql(WAIT_LIST, {}, w.noModule.token)).errors?.[0].message).toBe('unauthorized')
    expect((await gql(WAIT_LIST, {}, mine.parent.token)).errors?.[0].message).toBe('unauthorized')
  })
})

const SEARCH = graphql(`
  query WaitlistSearch($q: String!) {
    searchChildInWaitList(q: $q) {
      ID
    }
  }
`)

const FILTERS = graphql(`
  query WaitlistFilters {
    getWaitListFilter {
      centres {
        ID
      }
      tags {
        ID
      }
      levels {
        ID
      }
      preferMonthOfEnrolmentOptions
      races
    }
  }
`)

const VACANCY = graphql(`
  query WaitlistVacancy($IDCentre: Int!) {
    getVacancyTab(IDCentre: $IDCentre) {
      month
      fkLevel
      capacity
      vacancies
      waiting
    }
  }
`)

describe('search, filter options and the vacancy tab', () => {
  it('finds a child by name within reach only', async () => {
    const w = await buildWaitlistWorld()
    const family = await waitingFamily(w)
    await w.school.db.execute(
      `update enquiries set child_firstname = 'Zephyrine' where id = ${family.enquiryId}`,
    )
    const found = await gql(SEARCH, { q: 'zephyr' }, w.staff.token)
    expect(found.data?.searchChildInWaitList.map((r) => r.ID)).toEqual([family.enquiryId])
    expect((await gql(SEARCH, { q: 'zephyr' }, w.otherStaff.token)).data?.searchChildInWaitList).toEqual([])
    expect((await gql(SEARCH, { q: 'z' }, w.staff.token)).errors?.[0].extensions?.fields?.q).toBe(
      WaitlistMsg.searchTooShort,
    )
    // A LIKE wildcard is matched as itself.
    expect((await gql(SEARCH, { q: '%%' }, w.staff.token)).data?.searchChildInWaitList).toEqual([])
  })

  it('offers the centres in reach, the tags, levels and months of the queue', async () => {
    const w = await buildWaitlistWorld()
    await waitingFamily(w, { month: monthAhead(2) })
    const sibling = await tag(w, 'Sibling', 10)
    const result = await gql(FILTERS, {}, w.staff.token)
    expect(result.data?.getWaitListFilter.centres.map((c) => c.ID)).toEqual([w.centreId])
    expect(result.data?.getWaitListFilter.tags.map((t) => t.ID)).toEqual([sibling.id])
    expect(result.data?.getWaitListFilter.levels.map((l) => l.ID)).toContain(w.levelId)
    expect(result.data?.getWaitListFilter.preferMonthOfEnrolmentOptions).toEqual([monthAhead(2)])
  })

  it('shows a centre places per month beside the families waiting, in reach only', async () => {
    const w = await buildWaitlistWorld()
    await w.school.db.execute(
      `with p as (insert into programs (fk_school, fk_level, label, from_time, to_time)
         values (${w.school.id}, ${w.levelId}, 'Full day', '07:00', '19:00') returning id)
       insert into centre_levels (fk_school, fk_centre, fk_level, fk_program)
       select ${w.school.id}, ${w.centreId}, ${w.levelId}, id from p`,
    )
    await capacity(w, 3)
    await waitingFamily(w, { month: monthAhead(2) })
    const refused = await gql(VACANCY, { IDCentre: w.centreId }, w.otherStaff.token)
    expect(refused.errors?.[0].message).toBe('unauthorized')
    const result = await gql(VACANCY, { IDCentre: w.centreId }, w.staff.token)
    const rows = result.data!.getVacancyTab
    expect(rows).toHaveLength(12)
    expect(rows[0]).toMatchObject({
      month: monthAhead(0),
      fkLevel: w.levelId,
      capacity: 3,
      vacancies: 3,
      waiting: 0,
    })
    expect(rows[2]).toMatchObject({ month: monthAhead(2), waiting: 1 })
  })
})
