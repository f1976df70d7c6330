import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { documentTypes, feeTiers } from '../db/schema'
import {
  buildWaitlistWorld,
  capacity,
  monthAhead,
  tag,
  waitingSiblings,
} from '../modules/waitlist/test-support'
import {
  buildAdmissionsWorld,
  buildCapacity,
  buildCentre,
  buildChildAtCentre,
  buildFeeTier,
  buildHQ,
  buildOfferedLevel,
  buildPlanningWorld,
  buildSchool,
} from './builders'
import { FEE_TIER_FIELDS, itemsOf, times } from './list-case-helpers'
import { documentsOfOneEnquiry } from './list-cases-demand'
import type { ListCase } from './list-cases'

/** A list's rows of one field summed: the vacancy lists answer a fixed grid whose figures grow with the data. */
const sumOf =
  (field: string, key: string, where: (row: Record<string, unknown>) => boolean) =>
  (data: Record<string, unknown>) =>
    (data[field] as Record<string, unknown>[]).filter(where).reduce((n, row) => n + Number(row[key]), 0)

/** A planning world whose centre holds `rows` children of its level from this month, with places for them. */
async function placedChildren(rows: number) {
  const w = await buildPlanningWorld()
  for (const i of times(12))
    await buildCapacity(w.school, {
      centreId: w.centre.id,
      levelId: w.levelId,
      month: monthAhead(i),
      capacity: 1,
    })
  for (const _ of times(rows))
    await buildChildAtCentre(w.school, w.centre.id, { levelId: w.levelId, from: monthAhead(-2) })
  return w
}

/** The lists of planning, the waitlist's tab, tags and positions, fees, documents and the admissions search. */
export const planningListCases: ListCase[] = [
  {
    name: 'findAllVacancies',
    paged: false,
    async arrange(rows) {
      const w = await placedChildren(rows)
      return {
        token: w.approver.token,
        query: `query V($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
          findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {
            count status month } }`,
        variables: () => ({
          CentreID: w.centre.id,
          ServiceLevel: w.levelId,
          Year: 2000,
          fromMonth: monthAhead(0),
        }),
        // The children enrolled before the first month.
        rows: sumOf(
          'findAllVacancies',
          'count',
          (r) => r.month === monthAhead(0) && r.status === 'existing_enrolment',
        ),
      }
    },
  },
  {
    name: 'findAllNegativeVacanciesByCentre',
    paged: false,
    async arrange(rows) {
      const w = await buildPlanningWorld()
      // One level over capacity per row, each with one child (of its age) and no place.
      for (const _ of times(rows)) {
        const level = await buildOfferedLevel(w.school, [w.centre.id], { fromMonth: 36, toMonth: 120 })
        await buildCapacity(w.school, {
          centreId: w.centre.id,
          levelId: level.id,
          month: monthAhead(0),
          capacity: 0,
        })
        await buildChildAtCentre(w.school, w.centre.id, { levelId: level.id, from: monthAhead(1) })
      }
      return {
        token: w.approver.token,
        query: `query N($centreID: Int!) { findAllNegativeVacanciesByCentre(centreID: $centreID) {
          levelId level year shortfall firstMonth } }`,
        variables: () => ({ centreID: w.centre.id }),
        rows: (data) =>
          new Set((data.findAllNegativeVacanciesByCentre as { levelId: number }[]).map((r) => r.levelId))
            .size,
      }
    },
  },
  {
    name: 'capacitiesByFkCentreFkLevelYear',
    paged: false,
    async arrange(rows) {
      const w = await buildPlanningWorld()
      const year = 2031
      for (const i of times(rows))
        await buildCapacity(w.school, {
          centreId: w.centre.id,
          levelId: w.levelId,
          month: `${year}-${String(1 + i).padStart(2, '0')}-01`,
          capacity: 10 + i,
        })
      return {
        token: w.approver.token,
        query: `query C($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {
          capacitiesByFkCentreFkLevelYear(IDCentre: $IDCentre, IDLevel: $IDLevel, Year: $Year) {
            ID capacity date month year active } }`,
        variables: () => ({ IDCentre: w.centre.id, IDLevel: w.levelId, Year: year }),
        // The records in force (a month without one of its own answers the one before it).
        rows: (data) =>
          new Set((data.capacitiesByFkCentreFkLevelYear as { ID: number | null }[]).map((r) => r.ID)).size,
      }
    },
  },
  {
    name: 'getVacancyTab',
    paged: false,
    async arrange(rows) {
      const w = await buildWaitlistWorld()
      for (const _ of times(rows)) await buildOfferedLevel(w.school, [w.centreId])
      await capacity(w, 3)
      return {
        token: w.staff.token,
        query: `query VT($IDCentre: Int!) { getVacancyTab(IDCentre: $IDCentre) {
          month fkLevel levelLabel capacity enrolled offered vacancies waiting } }`,
        variables: () => ({ IDCentre: w.centreId }),
        // Twelve months of each level the centre offers.
        rows: (data) => (data.getVacancyTab as unknown[]).length / 12,
      }
    },
  },
  {
    name: 'findAllTags',
    paged: false,
    async arrange(rows) {
      const w = await buildWaitlistWorld()
      for (const i of times(rows)) await tag(w, `Tag ${i}`, i)
      return {
        token: w.staff.token,
        query: `query TG { findAllTags { ID isCustom weight description centre { ID label } } }`,
        variables: () => ({}),
        rows: itemsOf('findAllTags'),
      }
    },
  },
  {
    name: 'getMyWaitlistPositions',
    paged: false,
    async arrange(rows) {
      const w = await buildWaitlistWorld()
      const parent = await waitingSiblings(w, rows)
      await capacity(w, 2, monthAhead(3))
      return {
        token: parent.token,
        query: `query P { getMyWaitlistPositions { IDEnquiry childFirstname centreLabel levelLabel enrollmentPlan
          position queueLength expectedOfferMonth reasons offer { month dueDate status } } }`,
        variables: () => ({}),
        rows: itemsOf('getMyWaitlistPositions'),
      }
    },
  },
  {
    name: 'searchAdmissions',
    paged: false,
    async arrange(rows) {
      const w = await buildAdmissionsWorld()
      for (const _ of times(rows)) await w.family('pending_form_completion')
      return {
        token: w.hq.token,
        // Every family's parent has an example.com address.
        query: `query SA($q: String!) { searchAdmissions(q: $q) {
          ID childLastname pendingRegisterSince familyBlacklisted centre { label } child { birthCertificate }
          user { email } } }`,
        variables: () => ({ q: 'example.com' }),
        rows: itemsOf('searchAdmissions'),
      }
    },
  },
  {
    name: 'findAllFeeGroup',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildFeeTier(school, centre.id)
      const hq = await buildHQ(school, { fee_management: Access.read })
      return {
        token: hq.token,
        query: `query FG($IDSchool: Int!) { findAllFeeGroup(IDSchool: $IDSchool) { ID groupCode label } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('findAllFeeGroup'),
      }
    },
  },
  {
    name: 'findAllUpcomingFeeTier',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) {
        const tier = await buildFeeTier(school, centre.id)
        await buildChildAtCentre(school, centre.id, { levelId: tier.levelId, programId: tier.programId })
        await school.db
          .update(feeTiers)
          .set({ effectiveForRegistrationFrom: '2099-01-01' })
          .where(eq(feeTiers.id, tier.tierId))
      }
      const hq = await buildHQ(school, { fee_management: Access.read })
      return {
        token: hq.token,
        query: `query UT($IDSchool: Int!) { findAllUpcomingFeeTier(IDSchool: $IDSchool) { ${FEE_TIER_FIELDS} } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('findAllUpcomingFeeTier'),
      }
    },
  },
  {
    name: 'getUploadedDocument',
    paged: false,
    async arrange(rows) {
      const w = await documentsOfOneEnquiry(rows)
      return {
        token: w.staff.token,
        query: `query UD($IDEnquiry: Int!) { getUploadedDocument(IDEnquiry: $IDEnquiry) {
          ID fkChild fkEnquiry fkDocumentType filename sizeBytes status statusText remark createdAt } }`,
        variables: () => ({ IDEnquiry: w.family.enquiryId }),
        rows: itemsOf('getUploadedDocument'),
      }
    },
  },
  {
    name: 'getDocumentTypeByDocumentCategory',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      await school.db
        .insert(documentTypes)
        .values(times(rows).map((i) => ({ fkSchool: school.id, label: `Type ${i}`, sortOrder: i })))
      const hq = await buildHQ(school, { enquiry_management: Access.read })
      return {
        token: hq.token,
        query: `query DT($IDSchool: Int!) { getDocumentTypeByDocumentCategory(IDSchool: $IDSchool) {
          ID label description category isRequired listAccess uploadAccess sortOrder } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('getDocumentTypeByDocumentCategory'),
      }
    },
  },
]
