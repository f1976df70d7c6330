import {
  type CentreScope,
  centreScopeOf,
  scopeCondition,
  scopeIncludes,
} from '../../platform/authz/centre-scope'
import { actions } from '../../platform/authz/catalogue'
import { holds } from '../../platform/authz/permitted'
import type { Viewer } from '../../platform/authz/viewer'
import { forbidden, notFound } from '../../platform/errors/domain-error'
import type { DbOrTx } from '../../db/client'
import { enquiries } from '../../db/schema'
import type { SQL } from 'drizzle-orm'
import { familyCondition, isRelatedToChild, selectEnquiry } from './queries'
import type { EnquiryRow } from './queries'

/** What the caller wants to do with an enquiry: see it, or change it. */
export type EnquiryNeed = 'read' | 'write'

/** The centres a staff member reaches with enquiry management `need`; refused without that access. */
export function staffEnquiryScope(viewer: Viewer, need: EnquiryNeed): CentreScope {
  if (!holds(viewer, need === 'read' ? actions.enquiries.read : actions.enquiries.write)) throw forbidden()
  return centreScopeOf(viewer)
}

/** The enquiries a signed-in caller may list: a parent their family's, staff those of the centres they reach. */
export function visibleEnquiries(db: DbOrTx, viewer: Viewer): SQL {
  if (!viewer.isStaff) return familyCondition(db, viewer.userId)
  return scopeCondition(staffEnquiryScope(viewer, 'read'), enquiries.fkCentre)
}

/** The parent of an enquiry: the account that made it, or a parent or guardian of its child. */
export async function isEnquiryParent(db: DbOrTx, viewer: Viewer, enquiry: EnquiryRow): Promise<boolean> {
  return (
    enquiry.fkUser === viewer.userId ||
    (await isRelatedToChild(db, viewer.userId, enquiry.fkChild, enquiry.fkSchool))
  )
}

/**
 * One enquiry of the caller's school that the caller may see or change (locked for a change when `lock`):
 * its parent, or staff with enquiry management `need` at its centre. Unknown ids are not found; others refused.
 */
export async function enquiryForViewer(
  db: DbOrTx,
  viewer: Viewer,
  enquiryId: number,
  need: EnquiryNeed,
  opts: { lock?: boolean } = {},
): Promise<EnquiryRow> {
  const enquiry = await selectEnquiry(db, viewer.schoolId, enquiryId, opts)
  if (!enquiry) throw notFound('Enquiry')
  if (viewer.isStaff) {
    if (!scopeIncludes(staffEnquiryScope(viewer, need), enquiry.fkCentre)) throw forbidden()
  } else if (!(await isEnquiryParent(db, viewer, enquiry))) {
    throw forbidden()
  }
  return enquiry
}
