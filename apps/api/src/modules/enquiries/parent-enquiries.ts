import { enquiryFilterSchema } from '@preschool/domain'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enquiries } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import type { Actor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import {
  type ChildRow,
  countEnquiries,
  type EnquiryView,
  openCondition,
  selectEnquiryViews,
  selectFamilyChildren,
} from './queries'

/**
 * findAllEnquiry: the enquiries within `reach` (the caller's, from the catalogue), newest first. Inactive and
 * cancelled ones only when the filter asks for them.
 */
export async function listEnquiries(
  db: Db,
  actor: Actor,
  reach: SQL,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; data: EnquiryView[] }> {
  const filter = parseInput(enquiryFilterSchema, rawFilter)
  const page = toLimitOffset(pagination)
  const where = and(
    reach,
    filter.includeClosed ? undefined : openCondition(),
    filter.fkChild === null ? undefined : eq(enquiries.fkChild, filter.fkChild),
    filter.fkCentre === null ? undefined : eq(enquiries.fkCentre, filter.fkCentre),
    filter.fkEnquiryState === null ? undefined : eq(enquiries.fkEnquiryState, filter.fkEnquiryState),
  )
  const [totalCount, data] = await Promise.all([
    countEnquiries(db, actor.schoolId, where),
    selectEnquiryViews(db, actor.schoolId, where, page),
  ])
  return { totalCount, data }
}

/** The signed-in parent's children, oldest first. */
export const listFamilyChildren = (db: Db, actor: Actor): Promise<ChildRow[]> =>
  selectFamilyChildren(db, actor.schoolId, actor.userId)
