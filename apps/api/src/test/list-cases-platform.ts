import { Access, singaporeInstant } from '@preschool/domain'
import { eq, sql } from 'drizzle-orm'
import { auditLog, centreAddresses, childRelations, consents, holidayCentres, holidays } from '../db/schema'
import { buildFamily as buildVisitFamily, buildVisitWorld } from '../modules/visits/test-fixtures'
import {
  buildCentre,
  buildFamily,
  buildHQ,
  buildOfferedLevel,
  buildParent,
  buildSchool,
  buildVisit,
  buildCapacity,
} from './builders'
import { dataOf, itemsOf, nextMonth, schoolWithLevels, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

const CENTRE_FIELDS = `totalCount data { ID label code active distance vacancyAvailable addresses { postcode lat lng } }`

/** `rows` centres a few hundred metres apart offering one level, each with places next month. */
async function centresAround(rows: number) {
  const school = await buildSchool()
  const centres = []
  for (const i of times(rows)) {
    const centre = await buildCentre(school)
    await school.db
      .update(centreAddresses)
      .set({ lat: 1.39 + i * 0.002, lng: 103.88 })
      .where(eq(centreAddresses.fkCentre, centre.id))
    centres.push(centre.id)
  }
  const level = await buildOfferedLevel(school, centres)
  const month = nextMonth()
  for (const centreId of centres)
    await buildCapacity(school, { centreId, levelId: level.id, month, capacity: 5 })
  const parent = await buildParent(school)
  return { school, levelId: level.id, month, token: parent.token }
}

/** The lists of centres, levels, holidays, the audit trail, failed jobs and a family's own children, visits and consents. */
export const platformListCases: ListCase[] = [
  {
    name: 'getAccessibleCentresForModule',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      for (const _ of times(rows)) await buildCentre(school)
      const hq = await buildHQ(school, { enrollment_planning: Access.read })
      return {
        token: hq.token,
        query: `query AC { getAccessibleCentresForModule(module: "enrollment_planning", accessType: "read") {
          ID label code } }`,
        variables: () => ({}),
        rows: itemsOf('getAccessibleCentresForModule'),
      }
    },
  },
  {
    name: 'findAllCentreLevel',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const _ of times(rows)) await buildOfferedLevel(school, [centre.id])
      const hq = await buildHQ(school, { centre_management: Access.read })
      return {
        token: hq.token,
        query: `query CL($IDSchool: Int!, $centreID: Int!) { findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
          totalCount data { ID active level { ID label } program { ID label } } } }`,
        variables: () => ({ IDSchool: school.id, centreID: centre.id }),
        rows: dataOf('findAllCentreLevel'),
      }
    },
  },
  {
    name: 'getCentreHolidaysOfYear',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      for (const i of times(rows)) {
        const day = `2031-01-${String(1 + i).padStart(2, '0')}`
        const [holiday] = await school.db
          .insert(holidays)
          .values({ fkSchool: school.id, title: `Closed ${i}`, from: day, to: day })
          .returning()
        await school.db.insert(holidayCentres).values({ fkHoliday: holiday.id, fkCentre: centre.id })
      }
      const hq = await buildHQ(school, { holiday_management: Access.read })
      return {
        token: hq.token,
        query: `query H($IDSchool: Int!, $centreID: Int) { getCentreHolidaysOfYear(IDSchool: $IDSchool, year: 2031,
          centreID: $centreID) { ID title from to isPublic holidayImageURL centreHolidays { fkCentre centre { label } } } }`,
        variables: () => ({ IDSchool: school.id, centreID: centre.id }),
        rows: itemsOf('getCentreHolidaysOfYear'),
      }
    },
  },
  {
    name: 'getLevelsForSchool',
    paged: false,
    async arrange(rows) {
      const school = await schoolWithLevels(rows)
      const parent = await buildParent(school)
      return {
        token: parent.token,
        query: `query LS($IDSchool: Int!) { getLevelsForSchool(IDSchool: $IDSchool) { ID label programs { ID label } } }`,
        variables: () => ({ IDSchool: school.id }),
        rows: itemsOf('getLevelsForSchool'),
      }
    },
  },
  {
    name: 'findAllAuditLog',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const hq = await buildHQ(school, { audit_log: Access.read })
      await school.db.insert(auditLog).values(
        times(rows).map((i) => ({
          fkSchool: school.id,
          fkUser: hq.id,
          role: 'hq',
          roleIds: [],
          kind: 'mutation',
          operation: `Op${i}`,
          action: 'levels.write',
          outcome: 'ok',
          clientIp: '127.0.0.1',
        })),
      )
      return {
        token: hq.token,
        query: `query AL($IDSchool: Int!, $pagination: Pagination) { findAllAuditLog(IDSchool: $IDSchool,
          pagination: $pagination) { totalCount totalCountCapped data { ID kind operation action userId userEmail
          role targetType targetId outcome errorCode clientIp } } }`,
        variables: (perPage) => ({ IDSchool: school.id, pagination: { page: 1, perPage } }),
        rows: dataOf('findAllAuditLog'),
      }
    },
  },
  {
    name: 'findAllFailedJob',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const hq = await buildHQ(school, { audit_log: Access.read })
      // Failed runs of a queue the app declares, as pg-boss leaves them after the last retry.
      for (const i of times(rows))
        await school.db
          .execute(sql`insert into pgboss.job (name, data, state, retry_count, output, completed_on)
          values ('outbox-delivery', ${JSON.stringify({ schoolId: school.id, recordId: i })}::jsonb, 'failed', 2,
            '{"message":"mailbox unavailable"}'::jsonb, now())`)
      return {
        token: hq.token,
        query: `query FJ($IDSchool: Int!, $pagination: Pagination) { findAllFailedJob(IDSchool: $IDSchool,
          pagination: $pagination) { totalCount data { ID name recordId retryCount error createdAt failedAt } } }`,
        variables: (perPage) => ({ IDSchool: school.id, pagination: { page: 1, perPage } }),
        rows: dataOf('findAllFailedJob'),
      }
    },
  },
  {
    name: 'getScheduledVisitsOfChild',
    paged: false,
    async arrange(rows) {
      const world = await buildVisitWorld()
      const family = await buildVisitFamily(world)
      for (const i of times(rows))
        await buildVisit(world.school, family, {
          centreId: world.centre.id,
          from: singaporeInstant(`2031-02-${String(1 + i).padStart(2, '0')}`, '09:00'),
        })
      return {
        token: family.parent.token,
        query: `query SV($IDChild: Int!) { getScheduledVisitsOfChild(IDChild: $IDChild) {
          ID visitType visitFrom visitTo status fkCentre } }`,
        variables: () => ({ IDChild: family.childId }),
        rows: itemsOf('getScheduledVisitsOfChild'),
      }
    },
  },
  {
    name: 'findAllEnrollmentCentresForSchool',
    paged: false,
    async arrange(rows) {
      const w = await centresAround(rows)
      return {
        token: w.token,
        query: `query EC($IDSchool: Int!, $enrollmentDate: Date!, $level: Int!) {
          findAllEnrollmentCentresForSchool(IDSchool: $IDSchool, enrollmentDate: $enrollmentDate, level: $level) {
            ${CENTRE_FIELDS} } }`,
        variables: () => ({ IDSchool: w.school.id, enrollmentDate: w.month, level: w.levelId }),
        rows: dataOf('findAllEnrollmentCentresForSchool'),
      }
    },
  },
  {
    name: 'findNearestCentresByLatLong',
    paged: true,
    async arrange(rows) {
      const w = await centresAround(rows)
      return {
        token: w.token,
        query: `query NC($location: LatLngInput!, $enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!,
          $pagination: Pagination) { findNearestCentresByLatLong(location: $location, radius: 10,
          enrollmentDate: $enrollmentDate, level: $level, filter: $filter, pagination: $pagination) { ${CENTRE_FIELDS} } }`,
        variables: (perPage) => ({
          location: { lat: 1.39, lng: 103.88 },
          enrollmentDate: w.month,
          level: w.levelId,
          filter: { fkSchool: w.school.id },
          pagination: { page: 1, perPage },
        }),
        rows: dataOf('findNearestCentresByLatLong'),
      }
    },
  },
  {
    name: 'findAllCentreByDistance',
    paged: true,
    async arrange(rows) {
      // The centres lie within 3 km of 540339, a postal code of the geocoder's bundled table.
      const w = await centresAround(rows)
      return {
        token: w.token,
        query: `query CD($enrollmentDate: Date!, $level: Int!, $filter: CentreSearchFilter!, $pagination: Pagination) {
          findAllCentreByDistance(postalCode: "540339", radius: 10, enrollmentDate: $enrollmentDate, level: $level,
          filter: $filter, pagination: $pagination) { ${CENTRE_FIELDS} } }`,
        variables: (perPage) => ({
          enrollmentDate: w.month,
          level: w.levelId,
          filter: { fkSchool: w.school.id },
          pagination: { page: 1, perPage },
        }),
        rows: dataOf('findAllCentreByDistance'),
      }
    },
  },
  {
    name: 'findAllChildrenByParent',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const levelId = (await buildOfferedLevel(school, [centre.id])).id
      const at = {
        centreId: centre.id,
        levelId,
        enrollmentPlan: '2031-01-01',
        child: { dateOfBirth: '2027-01-01' },
      }
      const first = await buildFamily(school, at)
      // The parent's other children, each through a family of its own made the parent's.
      for (const _ of times(rows - 1)) {
        const sibling = await buildFamily(school, at)
        await school.db.insert(childRelations).values({
          fkSchool: school.id,
          fkChild: sibling.childId,
          fkUser: first.parent.id,
          isMainApplicant: true,
        })
      }
      return {
        token: first.parent.token,
        query: `query PC { findAllChildrenByParent { ID firstname lastname dateOfBirth birthCertificate } }`,
        variables: () => ({}),
        rows: itemsOf('findAllChildrenByParent'),
      }
    },
  },
  {
    name: 'myConsents',
    paged: false,
    async arrange(rows) {
      // A registration consent and one per enquiry the parent sent (each naming the enquiry's centre).
      const world = await buildVisitWorld()
      const family = await buildVisitFamily(world)
      await world.school.db.insert(consents).values(
        times(rows).map((i) => ({
          fkSchool: world.school.id,
          fkUser: family.parent.id,
          fkEnquiry: i === 0 ? null : family.enquiryId,
          kind: i === 0 ? 'registration' : 'enquiry',
          version: '2026-01',
          textHash: 'a'.repeat(64),
        })),
      )
      return {
        token: family.parent.token,
        query: `query MC { myConsents { ID kind version textHash givenAt fkEnquiry centreLabel } }`,
        variables: () => ({}),
        rows: itemsOf('myConsents'),
      }
    },
  },
]
