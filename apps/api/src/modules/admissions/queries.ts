import {
  type AdmissionStage,
  admissionStageStateIds,
  enquiryState,
  type EnquiryStateCode,
  stageStatusCodes,
} from '@preschool/domain'
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  blacklists,
  centres,
  children,
  enquiries,
  enquiryActivities,
  levels,
  openEnquiry,
  users,
  enquiryIdsMatching,
} from '../../db/schema'
import { qualified } from '../../platform/authz/parent-of'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { LimitOffset } from '../../platform/pagination'

/** The enquiries of a stage: a few states, or for the waiting list an open early enquiry that joined the waitlist. */
export function stageCondition(stage: AdmissionStage): SQL {
  if (stage !== 'waiting_list') return inArray(enquiries.fkEnquiryState, stageStateIds(stage))
  return and(
    openEnquiry(enquiries),
    inArray(enquiries.fkEnquiryState, stageStateIds(stage)),
    isNotNull(enquiries.waitlistedAt),
  )!
}

/** The states of a stage (the waiting list's before its other conditions). */
const stageStateIds = (stage: AdmissionStage): number[] =>
  stage === 'waiting_list'
    ? stageStatusCodes('waiting_list').map((code) => enquiryState(code as EnquiryStateCode).id)
    : admissionStageStateIds(stage)

/** When the enquiry entered its current state: its last move there, or its creation. */
const pendingSince = sql<Date>`coalesce((select max(entered.created_at) from ${enquiryActivities} as entered
  where entered.fk_enquiry = ${qualified(enquiries.id)} and entered.fk_to_state = ${qualified(enquiries.fkEnquiryState)}),
  ${qualified(enquiries.createdAt)})`.mapWith((v: string | Date) => new Date(v))

/** Whether the child or the parent is on the school's blacklist (staff see the flag; parents never). */
const familyBlacklisted = sql<boolean>`exists (select 1 from ${blacklists} as listed
  where listed.fk_school = ${qualified(enquiries.fkSchool)} and listed.active
  and (listed.fk_child = ${qualified(enquiries.fkChild)} or listed.fk_user = ${qualified(enquiries.fkUser)}))`

const admissionColumns = {
  enquiry: enquiries,
  pendingSince,
  familyBlacklisted,
  centre: { id: centres.id, label: centres.label },
  level: { id: levels.id, label: levels.label },
  child: {
    id: children.id,
    firstname: children.firstname,
    lastname: children.lastname,
    dateOfBirth: children.dateOfBirth,
    birthCertificate: children.birthCertificate,
  },
  user: {
    id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    mobilePhone: users.mobilePhone,
    mobilePhoneCountryCode: users.mobilePhoneCountryCode,
  },
}

function admissionQuery(db: DbOrTx, schoolId: number, where: SQL | undefined) {
  return db
    .select(admissionColumns)
    .from(enquiries)
    .innerJoin(centres, eq(centres.id, enquiries.fkCentre))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .where(and(eq(enquiries.fkSchool, schoolId), where))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
}

export type AdmissionRow = Awaited<ReturnType<typeof admissionQuery>>[number]

/** One page of the admissions matching `where`, newest first. */
export function selectAdmissions(db: DbOrTx, schoolId: number, where: SQL | undefined, page: LimitOffset) {
  return admissionQuery(db, schoolId, where).limit(page.limit).offset(page.offset)
}

export async function selectAdmission(db: DbOrTx, schoolId: number, enquiryId: number) {
  const [row] = await admissionQuery(db, schoolId, eq(enquiries.id, enquiryId))
  return row ?? null
}

/** The admissions whose child, parent, email or birth certificate contains `q`, at most `limit`. */
export function searchAdmissionRows(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  centres: CentreScope,
  q: string,
  limit: number,
) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const match = sql`${enquiries.id} = any(array${enquiryIdsMatching(schoolId, like, centres.all ? null : centres.ids)})`
  return admissionQuery(db, schoolId, and(reach, match)).limit(limit)
}

/** How many admissions stand in each stage, within `where`: one statement. */
export async function countByStage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  stages: readonly AdmissionStage[],
): Promise<Record<string, number>> {
  const base = and(eq(enquiries.fkSchool, schoolId), where)
  // Per state, then summed per stage: an index-only scan of (school, state) when nothing else filters; the waiting
  // list (a condition beyond the state) through its partial index. Counting every stage in one pass read the
  // school's every enquiry from the table (decision 0031).
  const [perState, waiting] = await Promise.all([
    db
      .select({ state: enquiries.fkEnquiryState, n: count() })
      .from(enquiries)
      .where(base)
      .groupBy(enquiries.fkEnquiryState),
    stages.includes('waiting_list')
      ? db
          .select({ n: count() })
          .from(enquiries)
          .where(and(base, stageCondition('waiting_list')))
      : Promise.resolve([{ n: 0 }]),
  ])
  return Object.fromEntries(
    stages.map((stage) => {
      if (stage === 'waiting_list') return [stage, waiting[0].n]
      const states = stageStateIds(stage)
      return [stage, perState.filter((r) => states.includes(r.state)).reduce((n, r) => n + r.n, 0)]
    }),
  )
}

/** The centres of the school within `reach` (a condition on centres.id), by label. */
export function selectCentreOptions(db: DbOrTx, schoolId: number, reach: SQL) {
  return db
    .select({ id: centres.id, label: centres.label })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), reach))
    .orderBy(asc(centres.label))
}

export function selectLevelOptions(db: DbOrTx, schoolId: number) {
  return db
    .select({ id: levels.id, label: levels.label })
    .from(levels)
    .where(eq(levels.fkSchool, schoolId))
    .orderBy(asc(levels.fromMonth))
}
