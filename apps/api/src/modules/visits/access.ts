import {
  CLOSED_ENQUIRY_STATES,
  type EnquiryStateCode,
  enquiryStateById,
  type VisitType,
  VisitMsg,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { conflict, notFound } from '../../platform/errors/domain-error'
import { type EnquiryRow, selectEnquiry, selectVisit, type VisitRow } from './queries'

/** The staff grant of a visits action: who acts, and the centres they reach. */
export interface StaffGrant {
  viewer: Viewer
  centres: CentreScope
}

export const stateOf = (enquiry: EnquiryRow): EnquiryStateCode => {
  const state = enquiryStateById(enquiry.fkEnquiryState)
  if (!state) throw new Error(`enquiry ${enquiry.id} has unknown state ${enquiry.fkEnquiryState}`)
  return state.code as EnquiryStateCode
}

/** An enquiry moves on only while it is active and neither cancelled nor blacklisted. */
export function assertOpen(enquiry: EnquiryRow): void {
  if (!enquiry.active || CLOSED_ENQUIRY_STATES.includes(stateOf(enquiry)))
    throw conflict(VisitMsg.enquiryClosed)
}

/** The school's enquiry (locked when in a transaction that changes it); the guard has checked the caller's access. */
export async function schoolEnquiry(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  opts: { lock: boolean },
): Promise<EnquiryRow> {
  const enquiry = await selectEnquiry(db, schoolId, enquiryId, opts)
  if (!enquiry) throw notFound('Enquiry')
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

export const isIn = (code: EnquiryStateCode, codes: readonly EnquiryStateCode[]) => codes.includes(code)
