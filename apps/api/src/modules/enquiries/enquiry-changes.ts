import { enquiryFlow, type EnquiryFlow, type EnquiryStateCode, enquiryStateById } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { callOffVisitsOfEnquiry } from '../visits/call-off'
import { type EnquiryView, selectEnquiry, selectEnquiryView } from './queries'
import { type EnquiryRow, transitionEnquiry } from './transition'

export const stateCodeOf = (enquiry: Pick<EnquiryRow, 'id' | 'fkEnquiryState'>): EnquiryStateCode => {
  const state = enquiryStateById(enquiry.fkEnquiryState)
  if (!state) throw new Error(`enquiry ${enquiry.id} has unknown state ${enquiry.fkEnquiryState}`)
  return state.code as EnquiryStateCode
}

/** The school's enquiry (locked for a change when `lock`); access was checked by the guard. */
async function enquiryOfSchool(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  opts: { lock?: boolean } = {},
) {
  const enquiry = await selectEnquiry(db, schoolId, enquiryId, opts)
  if (!enquiry) throw notFound('Enquiry')
  return enquiry
}

/** Where an enquiry stands for the parent: its state, the four steps and the next action. */
export async function frontendStates(
  db: Db,
  viewer: Viewer,
  enquiryId: number,
): Promise<{ enquiry: EnquiryRow; flow: EnquiryFlow }> {
  const enquiry = await enquiryOfSchool(db, viewer.schoolId, enquiryId)
  const flow = enquiryFlow({
    stateCode: stateCodeOf(enquiry),
    skipCentreVisit: enquiry.skipCentreVisit,
    skipTrial: enquiry.skipTrial,
  })
  return { enquiry, flow }
}

/**
 * Cancels an open enquiry (its parent, or staff with enquiry management write at its centre). Its visits that will
 * not take place now (pending ones, approved ones still to come) are cancelled with it and their seats freed.
 */
export async function cancelEnquiry(db: Db, viewer: Viewer, enquiryId: number): Promise<EnquiryView> {
  return db.transaction(async (tx) => {
    const enquiry = await enquiryOfSchool(tx, viewer.schoolId, enquiryId, { lock: true })
    await transitionEnquiry(tx, {
      enquiry,
      to: 'cancelled_enquiry',
      action: 'cancelled',
      actorId: viewer.userId,
    })
    await callOffVisitsOfEnquiry(tx, enquiry.id)
    const view = await selectEnquiryView(tx, viewer.schoolId, enquiryId)
    if (!view) throw notFound('Enquiry')
    return view
  })
}
