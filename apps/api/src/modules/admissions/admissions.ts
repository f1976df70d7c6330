import {
  admissionArgsSchema,
  admissionSearchSchema,
  AdmissionStage,
  enquiryState,
  type EnquiryStateCode,
} from '@preschool/domain'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enquiries } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import type { CentreScope } from '../../platform/authz/centre-scope'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { type EnquiryView, selectEnquiryView } from '../enquiries'
import { selectStateHistory, type StateChangeRow } from '../statemachine'
import {
  type AdmissionRow,
  countByStage,
  searchAdmissionRows,
  selectAdmission,
  selectAdmissions,
  stageCondition,
} from './queries'

/** How many matches a search answers with: it finds a family, it does not page. */
const SEARCH_LIMIT = 20

/**
 * findAllAdmission: the admissions of one stage (and status) within `reach` and the filter, newest first, with every
 * stage's count under the same reach and filter (the tabs).
 */
export async function listAdmissions(
  db: Db,
  schoolId: number,
  reach: SQL,
  raw: { stageCode: string; statusCode?: string | null; filter?: unknown },
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; data: AdmissionRow[]; stageCounts: Record<string, number> }> {
  const args = parseInput(admissionArgsSchema, raw)
  const page = toLimitOffset(pagination)
  const { fkCentre, fkLevel, enrollmentPlan } = args.filter
  const filtered = and(
    reach,
    fkCentre === null ? undefined : eq(enquiries.fkCentre, fkCentre),
    fkLevel === null ? undefined : eq(enquiries.fkLevel, fkLevel),
    enrollmentPlan === null ? undefined : eq(enquiries.enrollmentPlan, enrollmentPlan),
  )
  const status =
    args.statusCode === null
      ? undefined
      : eq(enquiries.fkEnquiryState, enquiryState(args.statusCode as EnquiryStateCode).id)
  const [stageCounts, data] = await Promise.all([
    countByStage(db, schoolId, filtered, AdmissionStage),
    selectAdmissions(db, schoolId, and(filtered, stageCondition(args.stageCode), status), page),
  ])
  // The stage's count is the total unless a status narrows it: then one more count.
  const totalCount =
    status === undefined
      ? stageCounts[args.stageCode]
      : (await countByStage(db, schoolId, and(filtered, status), [args.stageCode]))[args.stageCode]
  return { totalCount, data, stageCounts }
}

/** searchAdmissions: the families matching q within `reach`. */
export function searchAdmissions(
  db: Db,
  schoolId: number,
  reach: SQL,
  centres: CentreScope,
  rawQ: string,
): Promise<AdmissionRow[]> {
  const { q } = parseInput(admissionSearchSchema, { q: rawQ })
  return searchAdmissionRows(db, schoolId, reach, centres, q, SEARCH_LIMIT)
}

export interface AdmissionDetailView {
  admission: AdmissionRow
  enquiry: EnquiryView
  history: StateChangeRow[]
}

/** admissionByID: the admission, the enquiry view (for its visits) and its state history. */
export async function admissionDetail(
  db: Db,
  schoolId: number,
  enquiryId: number,
): Promise<AdmissionDetailView> {
  const [admission, enquiry, history] = await Promise.all([
    selectAdmission(db, schoolId, enquiryId),
    selectEnquiryView(db, schoolId, enquiryId),
    selectStateHistory(db, schoolId, [enquiryId], { latest: false }).then((h) => h.get(enquiryId) ?? []),
  ])
  if (!admission || !enquiry) throw notFound('Enquiry')
  return { admission, enquiry, history }
}
