import { EnquiryTransitions, enquiryState } from '@preschool/domain'
import type { DbOrTx, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { publish } from '../../platform/events/bus'
import { conflict, notFound } from '../../platform/errors/domain-error'
import { insertEnquiry, insertEnquiryActivity, selectEnquiry } from './queries'
import { transitionEnquiry } from './transition'

export interface TransferEnquiryInput {
  schoolId: number
  centreId: number
  childId: number
  levelId: number
  programId: number | null
  /** The child's first day at the destination (the 1st or 15th). */
  firstDay: string
  parent: { userId: number; firstname: string; lastname: string }
  child: { firstname: string; lastname: string }
  actorId: number
  /** The message when the child already has an open enquiry at that centre. */
  openElsewhere: string
}

/**
 * The enquiry of an approved transfer at its destination centre (isTransferEnquiry): the child is known and already
 * enrolled at the school, so it skips the visit and the trial and starts at the registration steps
 * (pre_registration), like a family offered a place. Written in the caller's transaction.
 */
export async function openTransferEnquiry(tx: Tx, e: TransferEnquiryInput): Promise<number> {
  const state = enquiryState('pre_registration')
  try {
    const id = await insertEnquiry(tx, {
      fkSchool: e.schoolId,
      fkCentre: e.centreId,
      fkUser: e.parent.userId,
      fkChild: e.childId,
      fkLevel: e.levelId,
      fkProgram: e.programId,
      fkEnquiryState: state.id,
      firstname: e.parent.firstname,
      lastname: e.parent.lastname,
      childFirstname: e.child.firstname,
      childLastname: e.child.lastname,
      enrollmentPlan: e.firstDay,
      source: 'transfer',
      isTransferEnquiry: true,
      skipCentreVisit: true,
      skipTrial: true,
      vacancyAvailable: true,
    })
    await insertEnquiryActivity(tx, {
      fkSchool: e.schoolId,
      fkEnquiry: id,
      fkFromState: null,
      fkToState: state.id,
      fkUser: e.actorId,
      action: 'transfer_approved',
    })
    return id
  } catch (error) {
    if (isUniqueViolation(error, 'enquiries_open_child_centre')) throw conflict(e.openElsewhere)
    throw error
  }
}

async function openEnquiry(tx: DbOrTx, schoolId: number, enquiryId: number) {
  const enquiry = await selectEnquiry(tx, schoolId, enquiryId, { lock: true })
  if (!enquiry) throw notFound('Enquiry')
  return enquiry
}

/** A cancelled transfer closes its enquiry; the enquiryCancelled event frees the seat it held. */
export async function closeTransferEnquiry(tx: DbOrTx, schoolId: number, enquiryId: number, actorId: number) {
  const enquiry = await openEnquiry(tx, schoolId, enquiryId)
  if (!enquiry.active) return
  await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.cancelEnquiry.to,
    action: 'transfer_cancelled',
    actorId,
  })
  await publish(tx, 'enquiryCancelled', { schoolId, enquiryId })
}

/** A completed transfer enrols its enquiry, ready for enrolment, from whichever registration step it reached. */
export async function enrolTransferEnquiry(
  tx: DbOrTx,
  schoolId: number,
  enquiryId: number,
  actorId: number | null,
) {
  const enquiry = await openEnquiry(tx, schoolId, enquiryId)
  await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.completeTransfer.to,
    action: 'transfer_completed',
    actorId,
    patch: { isTransferEnquiryReadyForEnrolment: true },
  })
}
