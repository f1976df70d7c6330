import { EnquiryMsg, EnquiryTransitions, enquiryState } from '@preschool/domain'
import type { DbOrTx, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { publish } from '../../platform/events/bus'
import { conflict, notFound } from '../../platform/errors/domain-error'
import {
  insertEnquiry,
  insertEnquiryActivity,
  selectActiveChildEnquiry,
  selectEnquiry,
  updateEnquiryIfUnchanged,
} from './queries'
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

/**
 * A completed transfer closes the child's enrolled enquiry at the source centre: it stays `enrolled` (the child was
 * enrolled there; admissions history keeps it) but is no longer active, so the source centre no longer lists the
 * child as its enrolment and the child may later come back through a new enquiry there. No state of the machine
 * means "left": cancelled would misstate an enrolment that happened, so this closes in place with its own
 * activity entry. An enquiry of the source still before enrolment is left alone.
 */
export async function closeSourceEnquiry(
  tx: DbOrTx,
  e: { schoolId: number; childId: number; centreId: number; actorId: number | null },
) {
  const enquiry = await selectActiveChildEnquiry(tx, e.schoolId, e.childId, e.centreId)
  if (!enquiry || enquiry.fkEnquiryState !== enquiryState('enrolled').id) return
  if (!(await updateEnquiryIfUnchanged(tx, enquiry, { active: false }))) throw conflict(EnquiryMsg.changed)
  await insertEnquiryActivity(tx, {
    fkSchool: e.schoolId,
    fkEnquiry: enquiry.id,
    fkFromState: enquiry.fkEnquiryState,
    fkToState: enquiry.fkEnquiryState,
    fkUser: e.actorId,
    action: 'transferred_out',
  })
}
