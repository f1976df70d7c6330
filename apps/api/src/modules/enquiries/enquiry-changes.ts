import { enquiryFlow, type EnquiryFlow, enquiryStateCode } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { enquiryForViewer } from './enquiry-access'
import { type EnquiryView, selectEnquiryView } from './queries'
import { type EnquiryRow, transitionEnquiry } from './transition'

/** Where an enquiry the caller may see stands for the parent: its state, the four steps and the next action. */
export async function frontendStates(
  db: Db,
  viewer: Viewer,
  enquiryId: number,
): Promise<{ enquiry: EnquiryRow; flow: EnquiryFlow }> {
  const enquiry = await enquiryForViewer(db, viewer, enquiryId, 'read')
  const flow = enquiryFlow({
    stateCode: enquiryStateCode(enquiry),
    skipCentreVisit: enquiry.skipCentreVisit,
    skipTrial: enquiry.skipTrial,
  })
  return { enquiry, flow }
}

/**
 * Cancels an open enquiry: its parent, or staff with enquiry management write at its centre. Publishes
 * enquiryCancelled in the same transaction: the visits module calls off the visits that will not take place now.
 */
export async function cancelEnquiry(db: Db, viewer: Viewer, enquiryId: number): Promise<EnquiryView> {
  return db.transaction(async (tx) => {
    const enquiry = await enquiryForViewer(tx, viewer, enquiryId, 'write', { lock: true })
    await transitionEnquiry(tx, {
      enquiry,
      to: 'cancelled_enquiry',
      action: 'cancelled',
      actorId: viewer.userId,
    })
    await publish(tx, 'enquiryCancelled', { schoolId: enquiry.fkSchool, enquiryId: enquiry.id })
    const view = await selectEnquiryView(tx, viewer.schoolId, enquiryId)
    if (!view) throw notFound('Enquiry')
    return view
  })
}
