import { Access, addDays, singaporeInstant, singaporeToday } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { accessControls, codes, enquiries, notifications, roles } from '../db/schema'
import { buildEnquiryWorld, buildFamily as buildEnquiryFamily } from '../modules/enquiries/test-fixtures'
import { LIST_STAFF } from '../modules/staff/test-support'
import { CENTRE_LIST, DAYS, SLOTS } from '../modules/visits/calendar-test-documents'
import { buildAvailability, buildFamily, buildVisitWorld } from '../modules/visits/test-fixtures'
import { buildCentre, buildHQ, buildParent, buildSchool, buildVisit } from './builders'
import { admissionsListCases } from './list-cases-admissions'
import { attendanceListCases } from './list-cases-attendance'
import { broadcastListCases } from './list-cases-broadcasts'
import { eventListCases } from './list-cases-events'
import { leaveListCases } from './list-cases-leave'
import { leavingListCases } from './list-cases-leaving'
import { childrenListCases } from './list-cases-children'
import { classesListCases } from './list-cases-classes'
import { demandListCases } from './list-cases-demand'
import { financeFileListCases, financeSearchListCases } from './list-cases-finance-files'
import { ledgerListCases } from './list-cases-ledger'
import { planningListCases } from './list-cases-planning'
import { platformListCases } from './list-cases-platform'
import { dataOf, itemsOf, nextMonth, page, schoolWithLevels, times } from './list-case-helpers'

/** How to call one list: the caller, the document, its variables for a page size, and the rows it answered. */
export interface ListCall {
  token: string
  query: string
  variables: (perPage: number) => Record<string, unknown>
  rows: (data: Record<string, unknown>) => number
}

/**
 * A list operation of the API, for the statement-count test (list-statements.test.ts). `arrange(n)` builds a fresh
 * school in which the list shows `n` rows; `paged` lists take the shared `pagination` argument. A new list
 * operation adds one row here.
 */
export interface ListCase {
  name: string
  paged: boolean
  arrange: (rows: number) => Promise<ListCall>
}

/** Visits of different families at the world's centre, one a day from the 1st of next month, in the availability. */
async function visitWorldWith(rows: number) {
  const world = await buildVisitWorld()
  const availability = await buildAvailability(world)
  for (const day of times(rows)) {
    const family = await buildFamily(world)
    const date = addDays(nextMonth(), day)
    await buildVisit(world.school, family, {
      centreId: world.centre.id,
      from: singaporeInstant(date, '09:00'),
      overrides: { fkVisitAvailability: availability.id },
    })
  }
  return world
}

const ENQUIRY_LIST = /* GraphQL */ `
  query Enquiries($pagination: Pagination) {
    findAllEnquiry(pagination: $pagination) {
      totalCount
      data {
        ID
        createdAt
        admissionStatus {
          ID
          stateCode
        }
        centre {
          ID
          label
          addresses {
            ID
            postcode
          }
        }
        user {
          ID
          email
        }
        level {
          ID
          label
        }
        program {
          ID
          label
        }
        visits {
          ID
          visitFrom
          status
        }
      }
    }
  }
`

export const listCases: ListCase[] = [
  {
    name: 'findAllEnquiry as HQ',
    paged: true,
    async arrange(rows) {
      const world = await buildEnquiryWorld()
      const centres = [world.near, world.middle, world.far, world.closed]
      for (const i of times(rows)) await buildEnquiryFamily(world, centres[i % centres.length].id)
      const hq = await buildHQ(world.school, { enquiry_management: Access.read })
      return { token: hq.token, query: ENQUIRY_LIST, variables: page, rows: dataOf('findAllEnquiry') }
    },
  },
  {
    name: 'findAllEnquiry as a parent',
    paged: true,
    async arrange(rows) {
      const world = await buildVisitWorld()
      const family = await buildFamily(world)
      for (const _ of times(rows - 1)) {
        const sibling = await buildFamily(world)
        await world.school.db
          .update(enquiries)
          .set({ fkUser: family.parent.id })
          .where(eq(enquiries.id, sibling.enquiryId))
      }
      return {
        token: family.parent.token,
        query: ENQUIRY_LIST,
        variables: page,
        rows: dataOf('findAllEnquiry'),
      }
    },
  },
  {
    name: 'getNotifications',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const parent = await buildParent(school)
      await school.db
        .insert(notifications)
        .values(
          times(rows).map((i) => ({ fkSchool: school.id, fkUser: parent.id, title: `T${i}`, body: 'B' })),
        )
      return {
        token: parent.token,
        query: `query N($pagination: Pagination) { getNotifications(pagination: $pagination) {
          totalCount unreadCount data { ID navigate content { title body } read createdAt } } }`,
        variables: page,
        rows: dataOf('getNotifications'),
      }
    },
  },
  {
    name: 'findAllCentreForSchool',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      for (const _ of times(rows)) await buildCentre(school)
      const hq = await buildHQ(school, { centre_management: Access.read })
      return {
        token: hq.token,
        query: `query C($IDSchool: Int!, $pagination: Pagination) {
          findAllCentreForSchool(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID code label active levelCount addresses { ID postcode lat lng }
            centreLevels { ID level { ID label } } centreNearbyPostcodes { ID postcode } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllCentreForSchool'),
      }
    },
  },
  {
    name: 'findAllStaff',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const hq = await buildHQ(school, { user_management: Access.read })
      // The HQ caller is a staff row too: rows - 1 more.
      for (const _ of times(rows - 1)) {
        const other = await buildHQ(school, { user_management: Access.read })
        await school.db
          .insert(accessControls)
          .values({ fkUser: other.id, fkSchool: school.id, fkCentre: centre.id })
      }
      return {
        token: hq.token,
        query: LIST_STAFF.toString(),
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllStaff'),
      }
    },
  },
  {
    name: 'getScheduledVisits',
    paged: true,
    async arrange(rows) {
      const world = await visitWorldWith(rows)
      return {
        token: world.staff.token,
        query: CENTRE_LIST.toString(),
        variables: (perPage) => ({ IDCentre: world.centre.id, ...page(perPage) }),
        rows: dataOf('getScheduledVisits'),
      }
    },
  },
  {
    name: 'getPendingVisitCounts',
    paged: false,
    async arrange(rows) {
      const world = await visitWorldWith(rows)
      return {
        token: world.hq.token,
        query: `query PV { getPendingVisitCounts { IDCentre pending } }`,
        variables: () => ({}),
        // One count per centre: the visits pending.
        rows: (data) =>
          (data.getPendingVisitCounts as { pending: number }[]).reduce((n, c) => n + c.pending, 0),
      }
    },
  },
  {
    name: 'findAllCalendarEvent',
    paged: false,
    async arrange(rows) {
      const world = await visitWorldWith(rows)
      const [year, month] = nextMonth().split('-').map(Number)
      return {
        token: world.staff.token,
        query: `query Cal($IDCentre: Int!, $year: Int!, $month: Int!) {
          findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
            visits { ID visitFrom } availabilities { ID visits { ID } } holidays { ID } } }`,
        variables: () => ({ IDCentre: world.centre.id, year, month }),
        rows: (data) => (data.findAllCalendarEvent as { visits: unknown[] }).visits.length,
      }
    },
  },
  {
    name: 'findAllVisitAvailability',
    paged: false,
    async arrange(rows) {
      const world = await buildVisitWorld()
      for (const i of times(rows))
        await buildAvailability(world, { from: `0${i % 9}:00`, to: `0${i % 9}:30` })
      return {
        token: world.staff.token,
        query: `query A($IDCentre: Int!, $from: Date!, $to: Date!) {
          findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) { ID visits { ID } } }`,
        variables: () => ({
          IDCentre: world.centre.id,
          from: singaporeToday(),
          to: addDays(singaporeToday(), 7),
        }),
        rows: itemsOf('findAllVisitAvailability'),
      }
    },
  },
  {
    name: 'getAvailableDaysOfMonth',
    paged: false,
    async arrange(rows) {
      // One availability a day on the first `rows` days of next month: as many days with open slots.
      const world = await buildVisitWorld()
      for (const day of times(rows)) {
        const date = addDays(nextMonth(), day)
        await buildAvailability(world, { start: date, end: date, from: '09:00', to: '10:00' })
      }
      const family = await buildFamily(world)
      return {
        token: family.parent.token,
        query: DAYS.toString(),
        variables: () => ({
          IDEnquiry: family.enquiryId,
          visitType: 'centre_visit',
          month: nextMonth().slice(0, 7),
        }),
        rows: itemsOf('getAvailableDaysOfMonth'),
      }
    },
  },
  {
    name: 'getVisitTimeSlot',
    paged: false,
    async arrange(rows) {
      // One availability on the first of next month with `rows` half-hour slots from 09:00, one of them booked.
      const world = await buildVisitWorld()
      const date = nextMonth()
      const minutes = 9 * 60 + rows * 30
      const to = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      const availability = await buildAvailability(world, { start: date, end: date, from: '09:00', to })
      const family = await buildFamily(world)
      await buildVisit(world.school, await buildFamily(world), {
        centreId: world.centre.id,
        from: singaporeInstant(date, '09:00'),
        overrides: { fkVisitAvailability: availability.id },
      })
      return {
        token: family.parent.token,
        query: SLOTS.toString(),
        variables: () => ({ date, IDEnquiry: family.enquiryId, visitType: 'centre_visit' }),
        rows: itemsOf('getVisitTimeSlot'),
      }
    },
  },
  {
    name: 'findAllCodesForAdmin',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      await school.db.insert(codes).values(
        times(rows).map((i) => ({
          fkSchool: school.id,
          category: 'Race',
          label: `R${i}`,
          description: 'd',
        })),
      )
      const hq = await buildHQ(school, { school_config: Access.read })
      return {
        token: hq.token,
        query: `query K($IDSchool: Int!, $pagination: Pagination) {
          findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: "Race", pagination: $pagination) {
            totalCount data { ID label } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllCodesForAdmin'),
      }
    },
  },
  {
    name: 'findAllLevelsConfig',
    paged: false,
    async arrange(rows) {
      const school = await schoolWithLevels(rows)
      const hq = await buildHQ(school, { level_management: Access.read })
      return {
        token: hq.token,
        query: `query L($IDSchool: Int!) { findAllLevelsConfig(IDSchool: $IDSchool) {
          totalCount data { ID label programs { ID label } } } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: dataOf('findAllLevelsConfig'),
      }
    },
  },
  {
    name: 'findRoleByFkSchool',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      // The caller's own role is one of the school's roles.
      await school.db
        .insert(roles)
        .values(
          times(rows - 1).map((i) => ({ fkSchool: school.id, name: `r${i}`, label: `R${i}`, isStaff: true })),
        )
      const hq = await buildHQ(school, { user_management: Access.read })
      return {
        token: hq.token,
        query: `query R($IDSchool: Int!) { findRoleByFkSchool(IDSchool: $IDSchool) { totalCount data { ID label } } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: dataOf('findRoleByFkSchool'),
      }
    },
  },
  ...admissionsListCases,
  ...demandListCases,
  ...childrenListCases,
  ...ledgerListCases,
  ...financeFileListCases,
  ...financeSearchListCases,
  ...classesListCases,
  ...planningListCases,
  ...platformListCases,
  ...attendanceListCases,
  ...broadcastListCases,
  ...leaveListCases,
  ...leavingListCases,
  ...eventListCases,
]
