import {
  type EnquiryStateCode,
  skipTrialSchema,
  type VisitType,
  VisitMsg,
  visitDecisionSchema,
} from '@preschool/domain'
import { eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { visits } from '../../db/schema'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { transitionEnquiry } from '../enquiries/transition'
import { assertOpen, assertReaches, isIn, type StaffGrant, staffEnquiry, stateOf } from './access'
import { centreLocation } from './calendar-file'
import { type DecisionFacts, describeSlot, Notices, tellParent } from './notices'
import {
  type EnquiryRow,
  lockEnquiry,
  lockVisit,
  selectCentre,
  selectCentreView,
  selectLiveVisit,
  selectVisit,
  selectVisitView,
  type VisitView,
} from './queries'
import { freeSeat, seatOf } from './slots'

/** What telling the parent needs: the app's address for the email's link. */
export interface DecisionDeps {
  publicUrl: string
}

type Notice = { title: string; body: string }

/** One staff decision on a pending visit: where the enquiry must stand, where it goes, what the parent hears. */
interface VisitDecision {
  visitType: VisitType
  from: readonly EnquiryStateCode[]
  to: EnquiryStateCode
  action: string
  status: 'completed' | 'rejected'
  notice: (facts: DecisionFacts) => Notice
}

const Decisions = {
  approveVisit: {
    visitType: 'centre_visit',
    from: ['pending_visit', 'scheduled_visit'],
    to: 'visit_approved',
    action: 'approve_visit',
    status: 'completed',
    notice: Notices.visitApproved,
  },
  rejectVisit: {
    visitType: 'centre_visit',
    from: ['pending_visit', 'scheduled_visit'],
    to: 'visit_rejected',
    action: 'reject_visit',
    status: 'rejected',
    notice: Notices.visitRejected,
  },
  approveTrial: {
    visitType: 'trial',
    from: ['pending_trial', 'scheduled_trial'],
    to: 'trial_approved',
    action: 'approve_trial',
    status: 'completed',
    notice: Notices.trialApproved,
  },
  rejectTrial: {
    visitType: 'trial',
    from: ['pending_trial', 'scheduled_trial', 'pending_trial_payment'],
    to: 'trial_rejected',
    action: 'reject_trial',
    status: 'rejected',
    notice: Notices.trialRejected,
  },
} as const satisfies Record<string, VisitDecision>

/**
 * The visit in the staff member's reach, with its enquiry locked before the visit: the order every change of
 * visits takes, so a parent's reschedule and a staff decision on one visit wait for each other.
 */
async function staffVisit(tx: DbOrTx, grant: StaffGrant, visitId: number, visitType: VisitType) {
  const schoolId = grant.viewer.schoolId
  const found = await selectVisit(tx, schoolId, visitId)
  if (!found || found.visitType !== visitType) throw notFound(visitType === 'trial' ? 'Trial class' : 'Visit')
  assertReaches(grant.centres, found.fkCentre)
  const enquiry = (await lockEnquiry(tx, schoolId, found.fkEnquiry))!
  const visit = (await lockVisit(tx, schoolId, visitId))!
  assertOpen(enquiry)
  return { enquiry, visit }
}

async function centreLabel(tx: DbOrTx, enquiry: EnquiryRow) {
  return (await selectCentre(tx, enquiry.fkSchool, enquiry.fkCentre))?.label ?? ''
}

/** The centre's name and where it is (its address, or its name again without one). */
async function centrePlace(tx: DbOrTx, enquiry: EnquiryRow) {
  const centre = await selectCentreView(tx, enquiry.fkSchool, enquiry.fkCentre)
  return centre ? { label: centre.label, address: centreLocation(centre) } : { label: '', address: '' }
}

async function updateVisit(tx: DbOrTx, visitId: number, values: Partial<typeof visits.$inferInsert>) {
  const [row] = await tx.update(visits).set(values).where(eq(visits.id, visitId)).returning()
  return row
}

/**
 * Decides a pending visit in one transaction: checks the visit waits for a decision and the enquiry is at that
 * step, writes the visit's status (freeing its seat on a rejection), moves the enquiry with an activity row, and
 * tells the parent.
 */
async function decide(
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
  decision: VisitDecision,
  rawRemarks: string | null | undefined,
): Promise<VisitView> {
  const { remarks } = parseInput(visitDecisionSchema, { remarks: rawRemarks })
  return db.transaction(async (tx) => {
    const { enquiry, visit } = await staffVisit(tx, grant, visitId, decision.visitType)
    if (visit.status !== 'created') throw conflict(VisitMsg.notPending)
    // Checked before the state: a trial waiting for its fee is in pending_trial_payment, and this says why.
    if (decision.to === 'trial_approved' && visit.trialPeriodPaymentStatus === 'pending')
      throw conflict(VisitMsg.paymentPending)
    if (!isIn(stateOf(enquiry), decision.from)) throw conflict(VisitMsg.wrongStage)
    const seat = seatOf(visit)
    if (decision.status === 'rejected' && seat) await freeSeat(tx, seat)
    const decided = await updateVisit(tx, visit.id, {
      status: decision.status,
      completed: decision.status === 'completed',
      comment: remarks,
    })
    await transitionEnquiry(tx, {
      enquiry,
      to: decision.to,
      action: decision.action,
      actorId: grant.viewer.userId,
      remarks,
    })
    const when = describeSlot(visit.visitFrom, visit.visitTo)
    const centre = await centrePlace(tx, enquiry)
    await tellParent(
      tx,
      {
        schoolId: enquiry.fkSchool,
        userId: visit.fkUser,
        ...decision.notice({
          centre: centre.label,
          when,
          remarks,
          address: centre.address,
          feePaid: visit.trialPeriodPaymentStatus === 'completed',
        }),
      },
      deps.publicUrl,
    )
    return (await selectVisitView(tx, enquiry.fkSchool, decided.id))!
  })
}

/** approveParentMeeting: a pending centre visit is approved; the enquiry moves to visit_approved. */
export const approveCentreVisit = (
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
  remarks?: string | null,
) => decide(db, deps, grant, visitId, Decisions.approveVisit, remarks)

/** rejectScheduledVisit: a pending centre visit is declined and its seat freed; the enquiry moves to visit_rejected. */
export const rejectCentreVisit = (
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
  remarks?: string | null,
) => decide(db, deps, grant, visitId, Decisions.rejectVisit, remarks)

/** approveTrialPeriodVisit: a pending, paid (or free) trial class is approved; the enquiry moves to trial_approved. */
export const approveTrial = (
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
  remarks?: string | null,
) => decide(db, deps, grant, visitId, Decisions.approveTrial, remarks)

/** rejectTrialPeriodVisit: a pending trial class is declined and its seat freed; the enquiry moves to trial_rejected. */
export const rejectTrial = (
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
  remarks?: string | null,
) => decide(db, deps, grant, visitId, Decisions.rejectTrial, remarks)

/**
 * recordTrialPeriodPayment: the trial fee was paid at the centre. The visit's payment becomes completed and the
 * enquiry moves from pending_trial_payment to pending_trial, where the trial can be approved.
 */
export async function recordTrialPayment(
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  visitId: number,
): Promise<VisitView> {
  return db.transaction(async (tx) => {
    const { enquiry, visit } = await staffVisit(tx, grant, visitId, 'trial')
    if (visit.status !== 'created') throw conflict(VisitMsg.notPending)
    if (visit.trialPeriodPaymentStatus !== 'pending') throw conflict(VisitMsg.noPaymentDue)
    if (stateOf(enquiry) !== 'pending_trial_payment') throw conflict(VisitMsg.wrongStage)
    const paid = await updateVisit(tx, visit.id, { trialPeriodPaymentStatus: 'completed' })
    await transitionEnquiry(tx, {
      enquiry,
      to: 'pending_trial',
      action: 'record_trial_payment',
      actorId: grant.viewer.userId,
      remarks: `Trial class fee of $${((visit.trialPeriodFee ?? 0) / 100).toFixed(2)} received`,
    })
    const when = describeSlot(visit.visitFrom, visit.visitTo)
    await tellParent(
      tx,
      {
        schoolId: enquiry.fkSchool,
        userId: visit.fkUser,
        ...Notices.trialPaid(await centreLabel(tx, enquiry), when),
      },
      deps.publicUrl,
    )
    return (await selectVisitView(tx, enquiry.fkSchool, paid.id))!
  })
}

/** Before the centre visit is decided: nothing booked yet, booked and waiting, or rejected. */
const VISIT_SKIPPABLE: readonly EnquiryStateCode[] = [
  'enquire',
  'new_enquiry',
  'visit',
  'pending_visit',
  'scheduled_visit',
  'visit_rejected',
]
/** After the centre visit and before the trial is approved. */
const TRIAL_SKIPPABLE: readonly EnquiryStateCode[] = [
  'visit_approved',
  'visit_skipped',
  'trial',
  'pending_trial',
  'scheduled_trial',
  'pending_trial_payment',
  'trial_rejected',
]
const TRIAL_SKIPPABLE_WITHOUT_VISIT: readonly EnquiryStateCode[] = ['enquire', 'new_enquiry', 'visit']

/** Marks the enquiry's waiting visit of a type skipped and frees its seat; the enquiry's lock covers its visits. */
async function skipLiveVisit(
  tx: DbOrTx,
  enquiry: EnquiryRow,
  visitType: VisitType,
  remarks: string | null,
): Promise<string | null> {
  const live = await selectLiveVisit(tx, enquiry.id, visitType)
  if (!live || live.status !== 'created') return null
  const seat = seatOf(live)
  if (seat) await freeSeat(tx, seat)
  await updateVisit(tx, live.id, { status: 'skipped', completed: false, comment: remarks })
  // The parent is told the booking they made is called off.
  return describeSlot(live.visitFrom, live.visitTo)
}

/**
 * skipCentreVisit: the enquiry goes on without a centre visit (visit_skipped, skipCentreVisit set); a visit still
 * waiting for approval is marked skipped and its seat freed. Remarks are optional. Returns the enquiry's id.
 */
export async function skipCentreVisitStep(
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  enquiryId: number,
  rawRemarks: string | null | undefined,
): Promise<number> {
  const { remarks } = parseInput(visitDecisionSchema, { remarks: rawRemarks })
  return db.transaction(async (tx) => {
    const enquiry = await staffEnquiry(tx, grant, enquiryId)
    assertOpen(enquiry)
    if (!isIn(stateOf(enquiry), VISIT_SKIPPABLE)) throw conflict(VisitMsg.cannotSkipVisit)
    const calledOff = await skipLiveVisit(tx, enquiry, 'centre_visit', remarks)
    await transitionEnquiry(tx, {
      enquiry,
      to: 'visit_skipped',
      action: 'skip_visit',
      actorId: grant.viewer.userId,
      remarks,
      patch: { skipCentreVisit: true },
    })
    await tellParent(
      tx,
      {
        schoolId: enquiry.fkSchool,
        userId: enquiry.fkUser,
        ...Notices.visitSkipped(await centreLabel(tx, enquiry), enquiry.childFirstname, remarks, calledOff),
      },
      deps.publicUrl,
    )
    return enquiry.id
  })
}

/**
 * skipTrialVisit: the enquiry goes on to enrolment without a trial class (skipTrial set); a trial still waiting is
 * marked skipped and its seat freed. Remarks are required (spec 002 section 5). Returns the enquiry's id.
 */
export async function skipTrialStep(
  db: Db,
  deps: DecisionDeps,
  grant: StaffGrant,
  enquiryId: number,
  rawRemarks: string | null | undefined,
): Promise<number> {
  const { remarks } = parseInput(skipTrialSchema, { remarks: rawRemarks })
  return db.transaction(async (tx) => {
    const enquiry = await staffEnquiry(tx, grant, enquiryId)
    assertOpen(enquiry)
    const state = stateOf(enquiry)
    const skippable =
      isIn(state, TRIAL_SKIPPABLE) || (enquiry.skipCentreVisit && isIn(state, TRIAL_SKIPPABLE_WITHOUT_VISIT))
    if (!skippable) throw conflict(VisitMsg.cannotSkipTrial)
    const calledOff = await skipLiveVisit(tx, enquiry, 'trial', remarks)
    await transitionEnquiry(tx, {
      enquiry,
      to: 'enrolment',
      action: 'skip_trial',
      actorId: grant.viewer.userId,
      remarks,
      patch: { skipTrial: true },
    })
    await tellParent(
      tx,
      {
        schoolId: enquiry.fkSchool,
        userId: enquiry.fkUser,
        ...Notices.trialSkipped(await centreLabel(tx, enquiry), enquiry.childFirstname, remarks, calledOff),
      },
      deps.publicUrl,
    )
    return enquiry.id
  })
}
