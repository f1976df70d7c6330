import { enquiryFilterSchema } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enquiries } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import type { Viewer } from '../../platform/authz/viewer'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { visibleEnquiries } from './enquiry-access'
import {
  type ChildRow,
  countEnquiries,
  type EnquiryView,
  openCondition,
  selectEnquiryViews,
  selectFamilyChildren,
} from './queries'

/**
 * findAllEnquiry: the enquiries the caller may see (a parent's family's, or those of the centres staff reach
 * with enquiry management read), newest first. Inactive and cancelled ones only when the filter asks for them.
 */
export async function listEnquiries(
  db: Db,
  viewer: Viewer,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; data: EnquiryView[] }> {
  const filter = parseInput(enquiryFilterSchema, rawFilter)
  const page = toLimitOffset(pagination)
  const where = and(
    visibleEnquiries(db, viewer),
    filter.includeClosed ? undefined : openCondition(),
    filter.fkChild === null ? undefined : eq(enquiries.fkChild, filter.fkChild),
    filter.fkCentre === null ? undefined : eq(enquiries.fkCentre, filter.fkCentre),
    filter.fkEnquiryState === null ? undefined : eq(enquiries.fkEnquiryState, filter.fkEnquiryState),
  )
  const [totalCount, data] = await Promise.all([
    countEnquiries(db, viewer.schoolId, where),
    selectEnquiryViews(db, viewer.schoolId, where, page),
  ])
  return { totalCount, data }
}

/** The signed-in parent's children, oldest first. */
export const listFamilyChildren = (db: Db, viewer: Viewer): Promise<ChildRow[]> =>
  selectFamilyChildren(db, viewer.schoolId, viewer.userId)
