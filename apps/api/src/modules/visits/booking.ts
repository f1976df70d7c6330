import {
  canTransition,
  enquiryStateCode,
  EnquiryTransitions,
  SchoolConfigKey,
  type TransitionFrom,
  singaporeDate,
  singaporeInstant,
  type VisitType,
  VisitMsg,
  visitSlotInputSchema,
  ErrorCode,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { conflict, parseInput, refusal } from '../../platform/errors/domain-error'
import {
  assertOpenEnquiry,
  type EnquiryRow,
  hasVisitTimes,
  schoolEnquiry,
  transitionEnquiry,
} from '../enquiries'
import { centreLevelVacancy } from '../planning'
import { selectSchoolConfig } from '../tenancy'
import { visitOfType } from './access'
import { tellBookingChange } from './booking-notices'
import type { DecisionDeps } from './decisions'
import { describeSlot } from './notices'
import {
  freeSeat,
  insertVisit,
  lockVisit,
  selectLiveVisit,
  selectPaidUnusedTrialFee,
  selectVisitView,
  takeSeat,
  updateVisit,
  type VisitRow,
  type VisitView,
} from './queries'
import { chooseSlot, isOverbooking, moveSeat, seatOf } from './slots'

/** The parent's choice of slot, as the booking operations receive it. */
export interface SlotChoice {
  date: string
  from: string
  to: string
}

/** A centre without visit times of the type is not booked there: it contacts the family (the dashboard says so). */
async function assertVisitTimes(tx: DbOrTx, enquiry: EnquiryRow, visitType: VisitType, now: Date) {
  const open = await hasVisitTimes(tx, {
    schoolId: enquiry.fkSchool,
    centreId: enquiry.fkCentre,
    visitType,
    today: singaporeDate(now),
  })
  if (!open) throw conflict(VisitMsg.noVisitTimes(visitType))
}

/** Maps the database's refusal of an over-booking (a race lost to another family) to the parent's message. */
async function mappingOverbooking<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isOverbooking(error)) throw refusal(ErrorCode.Conflict, 'visits.slotFull')
    throw error
  }
}

async function configValue(db: DbOrTx, schoolId: number, key: SchoolConfigKey) {
  return (await selectSchoolConfig(db, schoolId, key))?.value.trim() ?? ''
}

/**
 * allow_waitlist_visit = '1' lets every enquiry book. Otherwise only an enquiry whose centre has a place for its
 * level in the planned month may: a family on the waitlist waits for the centre to contact them.
 */
export async function assertMayBook(tx: DbOrTx, enquiry: EnquiryRow): Promise<void> {
  if ((await configValue(tx, enquiry.fkSchool, SchoolConfigKey.allowWaitlistVisit)) === '1') return
  const vacancy = await centreLevelVacancy(tx, {
    fkSchool: enquiry.fkSchool,
    fkCentre: enquiry.fkCentre,
    fkLevel: enquiry.fkLevel,
    date: enquiry.enrollmentPlan,
  })
  if (!vacancy.available) throw refusal(ErrorCode.Conflict, 'visits.noVacancy')
}

/** The school's trial class fee in cents: trial_period_fee, where empty, 0 or unreadable means free. */
async function trialFee(tx: DbOrTx, schoolId: number): Promise<number> {
  const value = await configValue(tx, schoolId, SchoolConfigKey.trialPeriodFee)
  const fee = /^\d{1,9}$/.test(value) ? Number(value) : 0
  return fee
}

function assertVisitBookable(enquiry: EnquiryRow) {
  if (enquiry.skipCentreVisit) throw refusal(ErrorCode.Conflict, 'visits.visitSkipped')
  if (!canTransition(EnquiryTransitions.bookVisit, enquiry))
    throw refusal(ErrorCode.Conflict, 'visits.cannotBookVisit')
}

function assertTrialBookable(enquiry: EnquiryRow) {
  if (enquiry.skipTrial) throw refusal(ErrorCode.Conflict, 'visits.trialSkipped')
  if (!canTransition(EnquiryTransitions.bookTrial, enquiry))
    throw refusal(ErrorCode.Conflict, 'visits.cannotBookTrial')
}

/**
 * A trial class comes after the centre visit (the parent-facing flow's order): the end of the enquiry's booked or
 * approved centre visit, before which no trial may start; null without one (skipped, or none booked).
 */
export async function centreVisitEnd(tx: DbOrTx, enquiryId: number): Promise<Date | null> {
  return (await selectLiveVisit(tx, enquiryId, 'centre_visit'))?.visitTo ?? null
}

async function assertAfterCentreVisit(tx: DbOrTx, enquiryId: number, slotFrom: Date) {
  const visitEnd = await centreVisitEnd(tx, enquiryId)
  if (visitEnd && slotFrom < visitEnd) throw refusal(ErrorCode.BadUserInput, 'visits.trialBeforeVisit')
}

/**
 * Books a centre visit (bookVisit) or trial class (scheduleTrialPeriodVisit) for the parent's enquiry, in one
 * transaction: checks, the seat, the visit, and the enquiry's move to pending_visit, pending_trial or (with a trial
 * fee to pay) pending_trial_payment.
 */
export async function bookSlot(
  db: Db,
  deps: DecisionDeps,
  actor: Actor,
  enquiryId: number,
  visitType: VisitType,
  raw: SlotChoice,
  now = new Date(),
): Promise<VisitView> {
  const slot = parseInput(visitSlotInputSchema, raw)
  return mappingOverbooking(() =>
    db.transaction(async (tx) => {
      const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
      assertOpenEnquiry(enquiry)
      if (visitType === 'centre_visit') assertVisitBookable(enquiry)
      else assertTrialBookable(enquiry)
      if (await selectLiveVisit(tx, enquiry.id, visitType))
        throw refusal(ErrorCode.Conflict, visitType === 'trial' ? 'visits.trialBooked' : 'visits.visitBooked')
      await assertMayBook(tx, enquiry)
      await assertVisitTimes(tx, enquiry, visitType, now)
      const chosen = await chooseEnquirySlot(tx, enquiry, visitType, slot, now)
      await takeSeat(tx, chosen.availability, chosen.slotFrom)

      let fee: number | null = null
      let payment: 'pending' | 'completed' | null = null
      if (visitType === 'trial') {
        // A fee paid for a trial that did not take place counts for this one: the family never pays twice.
        const paid = await selectPaidUnusedTrialFee(tx, enquiry.id)
        fee = paid ?? (await trialFee(tx, enquiry.fkSchool))
        payment = paid !== null ? 'completed' : fee > 0 ? 'pending' : null
      }
      const visit = await insertVisit(tx, {
        fkSchool: enquiry.fkSchool,
        fkEnquiry: enquiry.id,
        fkCentre: enquiry.fkCentre,
        fkUser: actor.userId,
        fkVisitAvailability: chosen.availability.id,
        visitType,
        visitFrom: chosen.slotFrom,
        visitTo: chosen.slotTo,
        trialPeriodFee: fee,
        trialPeriodPaymentStatus: payment,
      })
      const when = describeSlot(visit.visitFrom, visit.visitTo)
      await transitionEnquiry(tx, {
        enquiry,
        to:
          visitType === 'centre_visit'
            ? EnquiryTransitions.bookVisit.to
            : payment === 'pending'
              ? EnquiryTransitions.bookPaidTrial.to
              : EnquiryTransitions.bookTrial.to,
        action: visitType === 'centre_visit' ? 'book_visit' : 'schedule_trial',
        actorId: actor.userId,
        remarks: `${visitType === 'trial' ? 'Trial class' : 'Centre visit'} booked for ${when}`,
      })
      await tellBookingChange(tx, deps, 'booked', enquiry, visit)
      return (await selectVisitView(tx, enquiry.fkSchool, visit.id))!
    }),
  )
}

/** The free slot the parent chose at the enquiry's centre; a trial class only after the centre visit. */
async function chooseEnquirySlot(
  tx: DbOrTx,
  enquiry: EnquiryRow,
  visitType: VisitType,
  slot: SlotChoice,
  now: Date,
) {
  const chosen = await chooseSlot(tx, {
    schoolId: enquiry.fkSchool,
    centreId: enquiry.fkCentre,
    visitType,
    now,
    date: slot.date,
    slot,
  })
  if (visitType === 'trial') await assertAfterCentreVisit(tx, enquiry.id, chosen.slotFrom)
  return chosen
}

/** The parent's visit of a type, with its enquiry locked for the change. */
async function parentsVisit(tx: DbOrTx, actor: Actor, visitId: number, visitType: VisitType) {
  const found = await visitOfType(tx, actor.schoolId, visitId, visitType)
  const enquiry = await schoolEnquiry(tx, actor.schoolId, found.fkEnquiry, { lock: true })
  const visit = (await lockVisit(tx, actor.schoolId, visitId))!
  assertOpenEnquiry(enquiry)
  return { enquiry, visit }
}

/** `step`: what is done to a centre visit (moved or cancelled); a trial is only ever moved. */
function assertChangeable(visit: VisitRow, enquiry: EnquiryRow, now: Date, step: TransitionFrom) {
  const rule = visit.visitType === 'trial' ? EnquiryTransitions.changeTrial : step
  // A trial waits for approval while it is changed; an approved centre visit may move and waits again.
  const statuses = visit.visitType === 'trial' ? ['created'] : ['created', 'completed']
  if (!statuses.includes(visit.status) || !canTransition(rule, enquiry))
    throw refusal(ErrorCode.Conflict, 'visits.notChangeable')
  if (visit.visitFrom <= now) throw refusal(ErrorCode.Conflict, 'visits.alreadyTakenPlace')
}

/**
 * Moves the parent's centre visit (rescheduleVisit) or trial class (rescheduleTrialPeriodVisit) to another free
 * slot: the old seat is freed and the new one taken in the same transaction. A moved centre visit waits for
 * approval again (pending_visit); a trial keeps its state (pending_trial or pending_trial_payment).
 */
export async function rescheduleSlot(
  db: Db,
  deps: DecisionDeps,
  actor: Actor,
  visitId: number,
  visitType: VisitType,
  raw: SlotChoice,
  now = new Date(),
): Promise<VisitView> {
  const slot = parseInput(visitSlotInputSchema, raw)
  return mappingOverbooking(() =>
    db.transaction(async (tx) => {
      const { enquiry, visit } = await parentsVisit(tx, actor, visitId, visitType)
      assertChangeable(visit, enquiry, now, EnquiryTransitions.rescheduleVisit)
      // Before the room check: the visit's own seat would make its own full slot look taken.
      if (singaporeInstant(slot.date, slot.from).getTime() === visit.visitFrom.getTime())
        throw refusal(ErrorCode.BadUserInput, 'visits.sameSlot')
      const chosen = await chooseEnquirySlot(tx, enquiry, visitType, slot, now)
      await moveSeat(tx, seatOf(visit), chosen)
      const moved = await updateVisit(tx, visit.id, {
        fkVisitAvailability: chosen.availability.id,
        visitFrom: chosen.slotFrom,
        visitTo: chosen.slotTo,
        status: 'created',
        completed: false,
      })
      const state = enquiryStateCode(enquiry)
      await transitionEnquiry(tx, {
        enquiry,
        to: visitType === 'centre_visit' ? EnquiryTransitions.rescheduleVisit.to : state,
        action: visitType === 'centre_visit' ? 'reschedule_visit' : 'reschedule_trial',
        actorId: actor.userId,
        remarks: `Moved from ${describeSlot(visit.visitFrom, visit.visitTo)} to ${describeSlot(moved.visitFrom, moved.visitTo)}`,
      })
      await tellBookingChange(tx, deps, 'moved', enquiry, moved, visit)
      return (await selectVisitView(tx, enquiry.fkSchool, moved.id))!
    }),
  )
}

/**
 * Cancels the parent's centre visit before it takes place (cancelParentMeeting): the seat is freed and the enquiry
 * goes back to the visit step (state visit), where the parent can book again.
 */
export async function cancelVisit(
  db: Db,
  deps: DecisionDeps,
  actor: Actor,
  visitId: number,
  now = new Date(),
): Promise<VisitView> {
  return db.transaction(async (tx) => {
    const { enquiry, visit } = await parentsVisit(tx, actor, visitId, 'centre_visit')
    assertChangeable(visit, enquiry, now, EnquiryTransitions.cancelVisit)
    const seat = seatOf(visit)
    if (seat) await freeSeat(tx, seat)
    const cancelled = await updateVisit(tx, visit.id, { status: 'cancelled', completed: false })
    await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.cancelVisit.to,
      action: 'cancel_visit',
      actorId: actor.userId,
      remarks: `Centre visit of ${describeSlot(visit.visitFrom, visit.visitTo)} cancelled`,
    })
    await tellBookingChange(tx, deps, 'cancelled', enquiry, visit)
    return (await selectVisitView(tx, enquiry.fkSchool, cancelled.id))!
  })
}
