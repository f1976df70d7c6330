import {
  addDays,
  canTransition,
  EnquiryTransitions,
  monthBounds,
  offerDeclineSchema,
  SchoolConfigKey,
  singaporeToday,
  WaitlistMsg,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import { type EnquiryRow, schoolEnquiry, transitionEnquiry } from '../enquiries'
import { endSeatOffer, reserveSeat, type SeatOfferRow, selectLiveSeatOffer } from '../planning'
import { selectSchoolConfig } from '../tenancy'
import { logChildActivity } from './activity-log'
import { assertWithinEnrolmentPeriod } from './enrolment-period'
import { tellParentOfOffer } from './offer-notices'
import { selectCentreLabel } from './queries'

/** The day an offer made today must be taken up by: registration_due_date_days ahead; 0 or unset: no due date. */
export async function offerDueDate(db: DbOrTx, schoolId: number, today: string): Promise<string | null> {
  const row = await selectSchoolConfig(db, schoolId, SchoolConfigKey.registrationDueDateDays)
  const days = Number(row?.value ?? 0)
  return Number.isInteger(days) && days > 0 ? addDays(today, days) : null
}

async function facts(tx: DbOrTx, enquiry: EnquiryRow, offer: SeatOfferRow) {
  return {
    schoolId: enquiry.fkSchool,
    userId: enquiry.fkUser,
    child: `${enquiry.childFirstname} ${enquiry.childLastname}`,
    centre: await selectCentreLabel(tx, enquiry.fkCentre),
    month: offer.month,
    dueDate: offer.dueDate,
  }
}

/**
 * acceptVacancyForRegistration: offers the family a place. In one transaction: a seat of the enquiry's centre and
 * level from `month` (the month the family wants when not given) is reserved through planning (refused when none
 * is left, also under simultaneous offers), the enquiry moves to pre_registration, the child's log notes it and
 * the parent is told (bell and email) with the due date.
 */
export async function offerPlace(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  enquiryId: number,
  month: string | null | undefined,
): Promise<void> {
  const today = singaporeToday()
  const first = monthBounds(month ?? today).first
  if (month && first < monthBounds(today).first)
    throw badInput(WaitlistMsg.offerMonthPast, { month: WaitlistMsg.offerMonthPast })
  await db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    if (!canTransition(EnquiryTransitions.offerPlace, enquiry)) throw conflict(WaitlistMsg.notOnWaitlist)
    const seatMonth = month ? first : monthBounds(enquiry.enrollmentPlan).first
    if (month) await assertWithinEnrolmentPeriod(tx, enquiry.fkSchool, first, today, 'month')
    const offer = await reserveSeat(tx, {
      fkSchool: enquiry.fkSchool,
      fkCentre: enquiry.fkCentre,
      fkLevel: enquiry.fkLevel,
      month: seatMonth < monthBounds(today).first ? monthBounds(today).first : seatMonth,
      fkEnquiry: enquiry.id,
      dueDate: await offerDueDate(tx, enquiry.fkSchool, today),
      fkUser: actor.userId,
    })
    await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.offerPlace.to,
      action: 'offered',
      actorId: actor.userId,
      remarks: offer.dueDate ? `due ${offer.dueDate}` : null,
    })
    await logChildActivity(tx, {
      fkSchool: enquiry.fkSchool,
      fkChild: enquiry.fkChild,
      fkEnquiry: enquiry.id,
      fkUser: actor.userId,
      mode: 'system',
      action: 'offered',
      code: offer.month,
      remark: offer.dueDate ? `Register by ${offer.dueDate}` : 'No due date',
    })
    await tellParentOfOffer(tx, config.publicUrl, 'offered', await facts(tx, enquiry, offer))
  })
}

/**
 * Ends a live offer that was not taken: the family declined it (staff record it: rejectVacancyForRegistration) or
 * its due date passed (the lapse job). The seat is freed, the family returns to the waitlist (enquire, its
 * waitlisted_at kept), the log notes it and the parent is told.
 */
export async function endOffer(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  enquiry: EnquiryRow,
  how: { status: 'declined' | 'lapsed'; actorId: number | null; remarks?: string | null },
): Promise<void> {
  if (!canTransition(EnquiryTransitions.declineOffer, enquiry)) throw conflict(WaitlistMsg.offerNotLive)
  const offer = await endSeatOffer(tx, {
    fkSchool: enquiry.fkSchool,
    fkEnquiry: enquiry.id,
    status: how.status,
  })
  await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.declineOffer.to,
    action: how.status === 'declined' ? 'offer_declined' : 'offer_lapsed',
    actorId: how.actorId,
    remarks: how.remarks ?? null,
    patch: { waitlistedAt: enquiry.waitlistedAt ?? new Date() },
  })
  await logChildActivity(tx, {
    fkSchool: enquiry.fkSchool,
    fkChild: enquiry.fkChild,
    fkEnquiry: enquiry.id,
    fkUser: how.actorId,
    mode: 'system',
    action: how.status === 'declined' ? 'offer_declined' : 'offer_lapsed',
    code: offer.month,
    remark: how.remarks ?? null,
  })
  await tellParentOfOffer(tx, config.publicUrl, how.status, await facts(tx, enquiry, offer))
}

/** rejectVacancyForRegistration: staff record that the family declined the place offered (decision 0019). */
export async function declineOffer(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  enquiryId: number,
  rawRemarks: string | null | undefined,
): Promise<void> {
  const { remarks } = parseInput(offerDeclineSchema, { remarks: rawRemarks })
  await db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    if (!(await selectLiveSeatOffer(tx, enquiry.fkSchool, enquiry.id)))
      throw conflict(WaitlistMsg.offerNotLive)
    await endOffer(tx, config, enquiry, {
      status: 'declined',
      actorId: actor.userId,
      remarks,
    })
  })
}

/** Cancelling an enquiry gives up its live offer's seat (enquiryCancelled, in the cancelling transaction). */
export async function withdrawOfferOf(tx: DbOrTx, schoolId: number, enquiryId: number): Promise<void> {
  if (await selectLiveSeatOffer(tx, schoolId, enquiryId))
    await endSeatOffer(tx, { fkSchool: schoolId, fkEnquiry: enquiryId, status: 'withdrawn' })
}
