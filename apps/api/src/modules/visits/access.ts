import type { VisitType } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { type CentreScope, scopeIncludes } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { forbidden, notFound } from '../../platform/errors/domain-error'
import { selectCentre } from '../centres'
import { type EnquiryRow, isEnquiryParent, selectEnquiry } from '../enquiries'
import { lockEnquiry, selectVisit, type VisitRow } from './queries'

/** The staff grant of a visits action: who acts, and the centres they reach. */
export interface StaffGrant {
  viewer: Viewer
  centres: CentreScope
}

/** The signed-in parent's enquiry (locked when in a transaction that changes it); anyone else's is refused. */
export async function parentsEnquiry(
  db: DbOrTx,
  viewer: Viewer,
  enquiryId: number,
  opts: { lock: boolean },
): Promise<EnquiryRow> {
  const enquiry = await selectEnquiry(db, viewer.schoolId, enquiryId, opts)
  if (!enquiry) throw notFound('Enquiry')
  if (!(await isEnquiryParent(db, viewer, enquiry))) throw forbidden()
  return enquiry
}

/** The school's visit of the type (centre visit or trial class); any other is not found. */
export async function visitOfType(
  db: DbOrTx,
  schoolId: number,
  visitId: number,
  visitType: VisitType,
): Promise<VisitRow> {
  const found = await selectVisit(db, schoolId, visitId)
  if (!found || found.visitType !== visitType) throw notFound(visitType === 'trial' ? 'Trial class' : 'Visit')
  return found
}

/** Staff act on the centres they reach: HQ on all of the school's, others on those assigned to them. */
export function assertReaches(centres: CentreScope, centreId: number): void {
  if (!scopeIncludes(centres, centreId)) throw forbidden()
}

/** The staff member's enquiry, locked for the change. */
export async function staffEnquiry(db: DbOrTx, grant: StaffGrant, enquiryId: number): Promise<EnquiryRow> {
  const enquiry = await lockEnquiry(db, grant.viewer.schoolId, enquiryId)
  if (!enquiry) throw notFound('Enquiry')
  assertReaches(grant.centres, enquiry.fkCentre)
  return enquiry
}

/** A centre of the viewer's school in the staff member's reach. */
export async function reachableCentre(db: DbOrTx, viewer: Viewer, centres: CentreScope, centreId: number) {
  const centre = await selectCentre(db, viewer.schoolId, centreId)
  if (!centre) throw notFound('Centre')
  assertReaches(centres, centreId)
  return centre
}
