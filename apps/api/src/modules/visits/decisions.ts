import type { SignedInGrant } from '../../platform/authz/authorize'
import {
  canTransition,
  type EnquiryStateCode,
  EnquiryTransitions,
  formatMoney,
  skipTrialSchema,
  type TransitionFrom,
  type VisitType,
  VisitMsg,
  visitDecisionSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { conflict, parseInput } from '../../platform/errors/domain-error'
import { selectCentre } from '../centres'
import { assertOpenEnquiry, type EnquiryRow, schoolEnquiry, transitionEnquiry } from '../enquiries'
import { type LocalWords, tellParent } from '../notifications'
import { visitOfType } from './access'
import { centreLocation } from './calendar-file'
import { type DecisionFacts, Notices, type Slot } from './notices'
import {
  freeSeat,
  lockEnquiry,
  lockVisit,
  selectCentreView,
  selectLiveVisit,
  selectVisitView,
  updateVisit,
  type VisitView,
} from './queries'
import { seatOf } from './slots'

/** What telling the parent needs: the app's address for the email's link. */
export interface DecisionDeps {
  publicUrl: string
}

type Notice = LocalWords

/** One staff decision on a pending visit: where the enquiry must stand, where it goes, what the parent hears. */
interface VisitDecision {
  visitType: VisitType
  /** Where the enquiry must stand (packages/domain, EnquiryTransitions). */
  from: TransitionFrom
  to: EnquiryStateCode
  action: string
  status: 'completed' | 'rejected'
  notice: (facts: DecisionFacts) => Notice
}

const Decisions = {
  approveVisit: {
    visitType: 'centre_visit',
    from: EnquiryTransitions.approveVisit,
    to: EnquiryTransitions.approveVisit.to,
    action: 'approve_visit',
    status: 'completed',
    notice: Notices.visitApproved,
  },
  rejectVisit: {
    visitType: 'centre_visit',
    from: EnquiryTransitions.rejectVisit,
    to: EnquiryTransitions.rejectVisit.to,
    action: 'reject_visit',
    status: 'rejected',
    notice: Notices.visitRejected,
  },
  approveTrial: {
    visitType: 'trial',
    from: EnquiryTransitions.approveTrial,
    to: EnquiryTransitions.approveTrial.to,
    action: 'approve_trial',
    status: 'completed',
    notice: Notices.trialApproved,
  },
  rejectTrial: {
    visitType: 'trial',
    from: EnquiryTransitions.rejectTrial,
    to: EnquiryTransitions.rejectTrial.to,
    action: 'reject_trial',
    status: 'rejected',
    notice: Notices.trialRejected,
  },
} as const satisfies Record<string, VisitDecision>

/**
 * The school's visit (the guard checked the staff member reaches it), with its enquiry locked before the visit: the order every change of
 * visits takes, so a parent's reschedule and a staff decision on one visit wait for each other.
 */
async function staffVisit(tx: DbOrTx, grant: SignedInGrant, visitId: number, visitType: VisitType) {
  const schoolId = grant.viewer.schoolId
  const found = await visitOfType(tx, schoolId, visitId, visitType)
  const enquiry = (await lockEnquiry(tx, schoolId, found.fkEnquiry))!
  const visit = (await lockVisit(tx, schoolId, visitId))!
  assertOpenEnquiry(enquiry)
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

/** Tells the parent (a notification and an email) about their child's enquiry. */
function notifyParent(tx: DbOrTx, deps: DecisionDeps, enquiry: EnquiryRow, userId: number, notice: Notice) {
  return tellParent(tx, { schoolId: enquiry.fkSchool, userId, kind: 'visit', ...notice }, deps.publicUrl)
}

/**
 * Decides a pending visit in one transaction: checks the visit waits for a decision and the enquiry is at that
 * step, writes the visit's status (freeing its seat on a rejection), moves the enquiry with an activity row, and
 * tells the parent.
 */
async function decide(
  db: Db,
  deps: DecisionDeps,
  grant: SignedInGrant,
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
    if (!canTransition(decision.from, enquiry)) throw conflict(VisitMsg.wrongStage)
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
    const when = { from: visit.visitFrom, to: visit.visitTo }
    const centre = await centrePlace(tx, enquiry)
    await notifyParent(
      tx,
      deps,
      enquiry,
      visit.fkUser,
      decision.notice({
        centre: centre.label,
        when,
        remarks,
        address: centre.address,
        feePaid: visit.trialPeriodPaymentStatus === 'completed',
      }),
    )
    return (await selectVisitView(tx, enquiry.fkSchool, decided.id))!
  })
}

/** One decision as the resolvers call it: the visit and the staff member's optional remarks. */
const decision =
  (chosen: VisitDecision) =>
  (db: Db, deps: DecisionDeps, grant: SignedInGrant, visitId: number, remarks?: string | null) =>
    decide(db, deps, grant, visitId, chosen, remarks)

/** approveParentMeeting: a pending centre visit is approved; the enquiry moves to visit_approved. */
export const approveCentreVisit = decision(Decisions.approveVisit)

/** rejectScheduledVisit: a pending centre visit is declined and its seat freed; the enquiry moves to visit_rejected. */
export const rejectCentreVisit = decision(Decisions.rejectVisit)

/** approveTrialPeriodVisit: a pending, paid (or free) trial class is approved; the enquiry moves to trial_approved. */
export const approveTrial = decision(Decisions.approveTrial)

/** rejectTrialPeriodVisit: a pending trial class is declined and its seat freed; the enquiry moves to trial_rejected. */
export const rejectTrial = decision(Decisions.rejectTrial)

/**
 * recordTrialPeriodPayment: the trial fee was paid at the centre. The visit's payment becomes completed and the
 * enquiry moves from pending_trial_payment to pending_trial, where the trial can be approved.
 */
export async function recordTrialPayment(
  db: Db,
  deps: DecisionDeps,
  grant: SignedInGrant,
  visitId: number,
): Promise<VisitView> {
  return db.transaction(async (tx) => {
    const { enquiry, visit } = await staffVisit(tx, grant, visitId, 'trial')
    if (visit.status !== 'created') throw conflict(VisitMsg.notPending)
    if (visit.trialPeriodPaymentStatus !== 'pending') throw conflict(VisitMsg.noPaymentDue)
    if (!canTransition(EnquiryTransitions.recordTrialPayment, enquiry)) throw conflict(VisitMsg.wrongStage)
    const paid = await updateVisit(tx, visit.id, { trialPeriodPaymentStatus: 'completed' })
    await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.recordTrialPayment.to,
      action: 'record_trial_payment',
      actorId: grant.viewer.userId,
      remarks: `Trial class fee of ${formatMoney(visit.trialPeriodFee ?? 0)} received`,
    })
    const when = { from: visit.visitFrom, to: visit.visitTo }
    await notifyParent(
      tx,
      deps,
      enquiry,
      visit.fkUser,
      Notices.trialPaid(await centreLabel(tx, enquiry), when),
    )
    return (await selectVisitView(tx, enquiry.fkSchool, paid.id))!
  })
}

/** Marks the enquiry's waiting visit of a type skipped and frees its seat; the enquiry's lock covers its visits. */
async function skipLiveVisit(
  tx: DbOrTx,
  enquiry: EnquiryRow,
  visitType: VisitType,
  remarks: string | null,
): Promise<Slot | null> {
  const live = await selectLiveVisit(tx, enquiry.id, visitType)
  if (!live || live.status !== 'created') return null
  const seat = seatOf(live)
  if (seat) await freeSeat(tx, seat)
  await updateVisit(tx, live.id, { status: 'skipped', completed: false, comment: remarks })
  // The parent is told the booking they made is called off.
  return { from: live.visitFrom, to: live.visitTo }
}

/** Skipping one step: when the enquiry may skip it, the visit called off, where the enquiry goes. */
interface SkipStep {
  visitType: VisitType
  skippable: (enquiry: EnquiryRow) => boolean
  refusal: string
  to: EnquiryStateCode
  action: string
  patch: { skipCentreVisit: true } | { skipTrial: true }
}

/** A skip as the resolvers call it: the enquiry and the staff member's remarks as sent. */
type SkipOperation = (
  db: Db,
  deps: DecisionDeps,
  grant: SignedInGrant,
  enquiryId: number,
  rawRemarks: string | null | undefined,
) => Promise<number>

/** What the parent hears: the centre, the child and the booking called off (its time), if any. */
type SkipNotice = (centre: string, child: string, calledOff: Slot | null) => Notice

/**
 * Skips a step in one transaction: checks the enquiry may skip it, marks a visit still waiting skipped (freeing its
 * seat), moves the enquiry with an activity row and the skip flag set, and tells the parent. Returns the enquiry's id.
 */
async function skip(
  db: Db,
  deps: DecisionDeps,
  grant: SignedInGrant,
  enquiryId: number,
  step: SkipStep,
  remarks: string | null,
  notice: SkipNotice,
): Promise<number> {
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, grant.viewer.schoolId, enquiryId, { lock: true })
    assertOpenEnquiry(enquiry)
    if (!step.skippable(enquiry)) throw conflict(step.refusal)
    const calledOff = await skipLiveVisit(tx, enquiry, step.visitType, remarks)
    await transitionEnquiry(tx, {
      enquiry,
      to: step.to,
      action: step.action,
      actorId: grant.viewer.userId,
      remarks,
      patch: step.patch,
    })
    const centre = await centreLabel(tx, enquiry)
    await notifyParent(tx, deps, enquiry, enquiry.fkUser, notice(centre, enquiry.childFirstname, calledOff))
    return enquiry.id
  })
}

/**
 * skipCentreVisit: the enquiry goes on without a centre visit (visit_skipped, skipCentreVisit set); a visit still
 * waiting for approval is marked skipped and its seat freed. Remarks are optional. Returns the enquiry's id.
 */
export const skipCentreVisitStep: SkipOperation = (db, deps, grant, enquiryId, rawRemarks) => {
  const { remarks } = parseInput(visitDecisionSchema, { remarks: rawRemarks })
  const step: SkipStep = {
    visitType: 'centre_visit',
    skippable: (enquiry) => canTransition(EnquiryTransitions.skipVisit, enquiry),
    refusal: VisitMsg.cannotSkipVisit,
    to: EnquiryTransitions.skipVisit.to,
    action: 'skip_visit',
    patch: { skipCentreVisit: true },
  }
  return skip(db, deps, grant, enquiryId, step, remarks, (centre, child, calledOff) =>
    Notices.visitSkipped(centre, child, remarks, calledOff),
  )
}

/**
 * skipTrialVisit: the enquiry goes on to enrolment without a trial class (skipTrial set); a trial still waiting is
 * marked skipped and its seat freed. Remarks are required (spec 002 section 5). Returns the enquiry's id.
 */
export const skipTrialStep: SkipOperation = (db, deps, grant, enquiryId, rawRemarks) => {
  const { remarks } = parseInput(skipTrialSchema, { remarks: rawRemarks })
  const step: SkipStep = {
    visitType: 'trial',
    skippable: (enquiry) => canTransition(EnquiryTransitions.skipTrial, enquiry),
    refusal: VisitMsg.cannotSkipTrial,
    to: EnquiryTransitions.skipTrial.to,
    action: 'skip_trial',
    patch: { skipTrial: true },
  }
  return skip(db, deps, grant, enquiryId, step, remarks, (centre, child, calledOff) =>
    Notices.trialSkipped(centre, child, remarks, calledOff),
  )
}
