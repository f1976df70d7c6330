import { Access, addDays, singaporeInstant, singaporeToday } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import {
  accessControls,
  codes,
  documentTypes,
  enquiries,
  levels,
  notifications,
  programs,
  roles,
} from '../db/schema'
import { buildDocumentWorld } from '../modules/documents/test-support'
import { buildEnquiryWorld, buildFamily as buildEnquiryFamily } from '../modules/enquiries/test-fixtures'
import { buildClassWorld, buildEnrolled } from '../modules/classes/test-support'
import { LIST_STAFF } from '../modules/staff/test-support'
import {
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  VISIT_FIELDS,
} from '../modules/visits/test-fixtures'
import { logChildActivity } from '../modules/waitlist'
import {
  buildWaitlistWorld,
  monthAhead,
  tag,
  tagEnquiry,
  waitingFamily,
} from '../modules/waitlist/test-support'
import {
  buildBus,
  buildBusDriver,
  buildCapacityDraft,
  buildCentre,
  buildChildAtCentre,
  buildClass,
  buildDocument,
  buildFeeDraft,
  buildFeeTier,
  buildHQ,
  buildParent,
  buildPlanningWorld,
  buildSchool,
  buildVisit,
} from './builders'
import { admissionsListCases } from './list-cases-admissions'

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

const times = (n: number) => Array.from({ length: n }, (_, i) => i)
const page = (perPage: number) => ({ pagination: { page: 1, perPage } })
const dataOf = (field: string) => (data: Record<string, unknown>) =>
  (data[field] as { data: unknown[] }).data.length
const itemsOf = (field: string) => (data: Record<string, unknown>) => (data[field] as unknown[]).length

/** The first of next month (YYYY-MM-DD), Singapore time. */
const nextMonth = () => `${addDays(`${singaporeToday().slice(0, 7)}-01`, 32).slice(0, 7)}-01`

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
            centreLevels { ID level { ID label } program { ID label } } centreNearbyPostcodes { ID postcode } } } }`,
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
        query: LIST_STAFF,
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
        query: `query V($IDCentre: Int!, $pagination: Pagination) {
          getScheduledVisits(IDCentre: $IDCentre, pagination: $pagination) { totalCount data { ${VISIT_FIELDS} } } }`,
        variables: (perPage) => ({ IDCentre: world.centre.id, ...page(perPage) }),
        rows: dataOf('getScheduledVisits'),
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
      const school = await buildSchool()
      for (const i of times(rows)) {
        const [level] = await school.db
          .insert(levels)
          .values({ fkSchool: school.id, label: `L${i}`, fromMonth: i, toMonth: i + 1 })
          .returning()
        await school.db
          .insert(programs)
          .values({ fkSchool: school.id, fkLevel: level.id, label: 'Full Day', from: '07:00', to: '19:00' })
      }
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
  {
    name: 'getAllClassInfo',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      for (const i of times(rows)) {
        const klass = await buildClass(w.school, {
          centreId: w.east.id,
          levelId: w.n1.id,
          label: `C${i}`,
          teachers: 2,
        })
        await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
      }
      return {
        token: w.principal.token,
        query: `query CL($IDSchool: Int!, $pagination: Pagination) {
          getAllClassInfo(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID label coverPhotoURL level { ID label } centre { ID label } teachers { ID firstname }
            currentChildrenCount upcomingChildrenCount capacity overCapacity children { ID firstname } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getAllClassInfo'),
      }
    },
  },
  {
    name: 'getChildrenData',
    paged: true,
    async arrange(rows) {
      const w = await buildClassWorld()
      const klass = await buildClass(w.school, { centreId: w.east.id, levelId: w.n1.id, teachers: 2 })
      for (const _ of times(rows))
        await buildEnrolled(w.school, { centreId: w.east.id, levelId: w.n1.id, classId: klass.id })
      return {
        token: w.principal.token,
        query: `query CH($IDSchool: Int!, $pagination: Pagination) {
          getChildrenData(IDSchool: $IDSchool, pagination: $pagination) { totalCount data {
            ID firstname imageURL childCurrentEstimatedPromotionDate
            currentLevel { level { ID label } centre { ID label } } upcomingLevel { from } closestLevel { from }
            currentClass { class { ID label } teachers { ID firstname } } upcomingClass { from }
            levels { ID } classes { ID } mainApplicant { ID } secondApplicant { ID } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('getChildrenData'),
      }
    },
  },
  {
    name: 'capacityDraftsByFkSchool',
    paged: true,
    async arrange(rows) {
      const w = await buildPlanningWorld()
      // One request per centre can be pending; decided ones are not limited.
      for (const i of times(rows)) {
        const centre = i === 0 ? w.centre : await buildCentre(w.school)
        await buildCapacityDraft(w.school, {
          centreId: centre.id,
          levelId: w.levelId,
          requesterId: w.maker.id,
        })
      }
      return {
        token: w.approver.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) {
          capacityDraftsByFkSchool(IDSchool: $IDSchool, pagination: $pagination) {
            totalCount data { ID centreLabel requesterName approverName canReview
              items { ID label capacity date } activityLogs { ID status userName } } } }`,
        variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
        rows: dataOf('capacityDraftsByFkSchool'),
      }
    },
  },
  {
    name: 'getWaitList as HQ',
    paged: true,
    async arrange(rows) {
      const world = await buildWaitlistWorld()
      const sibling = await tag(world, 'Sibling', 10)
      for (const i of times(rows)) {
        const family = await waitingFamily(world, { month: monthAhead(1 + (i % 3)) })
        if (i % 2 === 0) await tagEnquiry(world, family.enquiryId, sibling.id)
      }
      return {
        token: world.hq.token,
        query: `query W($pagination: Pagination) { getWaitList(pagination: $pagination) { totalCount data {
          ID queuePosition queueWeight centre { ID label } level { ID label } program { ID label }
          waitlistTags { ID description weight } stateHistory { action } offer { month dueDate } } } }`,
        variables: page,
        rows: dataOf('getWaitList'),
      }
    },
  },
  {
    name: 'findAllChildActivityLog',
    paged: true,
    async arrange(rows) {
      const world = await buildWaitlistWorld()
      const family = await waitingFamily(world)
      const [enquiry] = await world.school.db
        .select()
        .from(enquiries)
        .where(eq(enquiries.id, family.enquiryId))
      for (const i of times(rows))
        await logChildActivity(world.school.db, {
          fkSchool: world.school.id,
          fkChild: enquiry.fkChild,
          fkEnquiry: enquiry.id,
          fkUser: world.staff.id,
          mode: 'note',
          action: 'note',
          remark: `Note ${i}`,
        })
      return {
        token: world.staff.token,
        query: `query A($IDEnquiry: Int!, $pagination: Pagination) { findAllChildActivityLog(IDEnquiry: $IDEnquiry,
          pagination: $pagination) { totalCount data { ID remark user { ID firstname } } } }`,
        variables: (perPage) => ({ IDEnquiry: family.enquiryId, ...page(perPage) }),
        rows: dataOf('findAllChildActivityLog'),
      }
    },
  },
  {
    name: 'findAllPendingDocument',
    paged: true,
    async arrange(rows) {
      const w = await buildDocumentWorld('pending_document_verification')
      for (const _ of times(rows))
        await buildDocument(w.school, { enquiryId: w.family.enquiryId, typeId: w.types.birth.id })
      return {
        token: w.staff.token,
        query: `query Q($pagination: Pagination) { findAllPendingDocument(pagination: $pagination) {
          totalCount data { ID IDEnquiry childName centreLabel documentType filename createdAt } } }`,
        variables: page,
        rows: dataOf('findAllPendingDocument'),
      }
    },
  },
  {
    name: 'listRequiredDocuments',
    paged: false,
    async arrange(rows) {
      const w = await buildDocumentWorld()
      // The world's own types make way for `rows` types, each with a file.
      await w.school.db
        .update(documentTypes)
        .set({ active: false })
        .where(eq(documentTypes.fkSchool, w.school.id))
      for (const i of times(rows)) {
        const [type] = await w.school.db
          .insert(documentTypes)
          .values({ fkSchool: w.school.id, label: `Extra ${i}` })
          .returning()
        await buildDocument(w.school, { enquiryId: w.family.enquiryId, typeId: type.id })
      }
      return {
        token: w.family.parent.token,
        query: `query Q($IDEnquiry: Int!) { listRequiredDocuments(IDEnquiry: $IDEnquiry) {
          DocumentTypeID Fullname Status documents { ID status } } }`,
        variables: () => ({ IDEnquiry: w.family.enquiryId }),
        rows: itemsOf('listRequiredDocuments'),
      }
    },
  },
  {
    name: 'documentTypeConfigsByFkDocumentTypeConfig',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      await school.db
        .insert(documentTypes)
        .values(times(rows).map((i) => ({ fkSchool: school.id, label: `Type ${i}` })))
      const hq = await buildHQ(school, { school_config: Access.read })
      return {
        token: hq.token,
        query: `query Q($IDSchool: Int!) { documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) { ID label } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('documentTypeConfigsByFkDocumentTypeConfig'),
      }
    },
  },
  {
    name: 'findAllBus',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const driver = await buildBusDriver(school, centre.id)
      for (const _ of times(rows)) {
        const child = await buildChildAtCentre(school, centre.id)
        await buildBus(school, centre.id, { childIds: [child], driverId: driver })
      }
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query B($IDSchool: Int!, $pagination: Pagination) { findAllBus(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount data { ID plateNumber centre { ID label } busDriver { ID firstname centre { ID } }
          busChildren { ID firstname lastname } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllBus'),
      }
    },
  },
  {
    name: 'findAllBusDriver',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildBusDriver(school, centre.id)
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) { findAllBusDriver(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount data { ID firstname lastname mobilePhone centre { ID label code } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllBusDriver'),
      }
    },
  },
  {
    name: 'findAllChildrenNotAssignedToBus',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildChildAtCentre(school, centre.id)
      const hq = await buildHQ(school, { bus_management: Access.read })
      return {
        token: hq.token,
        query: `query F($IDSchool: Int!, $centreID: Int!) {
          findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) { ID firstname lastname } }`,
        variables: () => ({ IDSchool: school.id, centreID: centre.id }),
        rows: itemsOf('findAllChildrenNotAssignedToBus'),
      }
    },
  },
  {
    name: 'findAllCurrentFeeTier',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) {
        const tier = await buildFeeTier(school, centre.id)
        await buildChildAtCentre(school, centre.id)
        await buildFeeDraft(
          school,
          { ...tier, centreId: centre.id },
          { userId: (await buildParent(school)).id },
        )
      }
      const hq = await buildHQ(school, { fee_management: Access.read })
      return {
        token: hq.token,
        query: `query T($IDSchool: Int!) { findAllCurrentFeeTier(IDSchool: $IDSchool) { ID label pending
          feeGroup { groupCode } centre { label } fees { ID amount level { label } program { label } }
          numberOfChildren { level { label } numberOfChildren } } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('findAllCurrentFeeTier'),
      }
    },
  },
  {
    name: 'findAllFeeDraft',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const hq = await buildHQ(school, { fee_management: Access.read | Access.write })
      for (const _ of times(rows)) {
        const tier = await buildFeeTier(school, centre.id)
        await buildFeeDraft(school, { ...tier, centreId: centre.id }, { userId: hq.id })
      }
      return {
        token: hq.token,
        query: `query D($IDSchool: Int!, $pagination: Pagination) { findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {
          totalCount pendingCount data { ID status centre { label } feeTier { label } user { firstname } approver { firstname }
          items { ID amount lastAmount level { label } program { label } } activityLogs { ID status user { firstname } } } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllFeeDraft'),
      }
    },
  },
  ...admissionsListCases,
]
