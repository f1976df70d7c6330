import type { DbOrTx } from '../../db/client'
import { selectCentre } from '../centres'
import type { EnquiryRow } from '../enquiries'
import { type LocalWords, tellParent, tellStaff } from '../notifications'
import type { DecisionDeps } from './decisions'
import { visitText } from './notice-texts'
import { describeSlot, type Slot, slotIn, visitNoun, visitNounIn } from './notices'
import type { VisitRow } from './queries'

/** What a parent did to a booking: each is told to the parent (not a cancel: they did it) and to the centre's staff. */
export type BookingEvent = 'booked' | 'moved' | 'cancelled'

/** Where staff decide pending visits: the calendar's list of the centre's visits waiting for a decision. */
export const pendingVisitsPath = (centreId: number) =>
  `/calendar?centre=${centreId}&tab=visits&status=created`

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What the parent hears once a booking is received or moved, in their language: it waits for the centre's approval. */
export const ParentBookingNotices = {
  booked: (visitType: string, centre: string, when: Slot): LocalWords => ({
    inLanguage: (language) => {
      const noun = visitNounIn(language, visitType)
      return {
        title: visitText(language, 'bookedTitle', noun),
        body: visitText(language, 'booked', { ...noun, centre, when: slotIn(language, when) }),
      }
    },
  }),
  moved: (visitType: string, centre: string, when: Slot, before: Slot): LocalWords => ({
    inLanguage: (language) => {
      const noun = visitNounIn(language, visitType)
      return {
        title: visitText(language, 'movedTitle', noun),
        body: visitText(language, 'moved', {
          ...noun,
          centre,
          when: slotIn(language, when),
          before: slotIn(language, before),
        }),
      }
    },
  }),
}

/** What the centre's staff hear: the child, the centre and the time, and that a decision waits. */
export const StaffBookingNotices = {
  booked: (noun: string, child: string, centre: string, when: string) => ({
    title: `New ${noun} to approve`,
    body: `${child}'s family booked a ${noun} at ${centre} for ${when}. It waits for your approval.`,
  }),
  moved: (noun: string, child: string, centre: string, when: string, before: string) => ({
    title: `${capitalised(noun)} moved`,
    body: `${child}'s family moved their ${noun} at ${centre} from ${before} to ${when}. It waits for your approval.`,
  }),
  cancelled: (noun: string, child: string, centre: string, when: string) => ({
    title: `${capitalised(noun)} cancelled`,
    body: `${child}'s family cancelled their ${noun} at ${centre} on ${when}. The slot is free again.`,
  }),
}

/**
 * Tells the parent (booked, moved) and the centre's staff with visit_management (every event) about a parent's
 * change to a booking, inside the change's transaction. `before` is the old visit of a move.
 */
export async function tellBookingChange(
  tx: DbOrTx,
  deps: DecisionDeps,
  event: BookingEvent,
  enquiry: EnquiryRow,
  visit: Pick<VisitRow, 'visitType' | 'visitFrom' | 'visitTo' | 'fkUser'>,
  before?: Pick<VisitRow, 'visitFrom' | 'visitTo'>,
): Promise<void> {
  const centre = (await selectCentre(tx, enquiry.fkSchool, enquiry.fkCentre))?.label ?? ''
  const noun = visitNoun(visit.visitType)
  const when = describeSlot(visit.visitFrom, visit.visitTo)
  const was = before ? describeSlot(before.visitFrom, before.visitTo) : ''
  const child = `${enquiry.childFirstname} ${enquiry.childLastname}`.trim()
  if (event !== 'cancelled') {
    const slot = { from: visit.visitFrom, to: visit.visitTo }
    const notice =
      event === 'booked' || !before
        ? ParentBookingNotices.booked(visit.visitType, centre, slot)
        : ParentBookingNotices.moved(visit.visitType, centre, slot, {
            from: before.visitFrom,
            to: before.visitTo,
          })
    await tellParent(
      tx,
      { schoolId: enquiry.fkSchool, userId: visit.fkUser, kind: 'visit', ...notice },
      deps.publicUrl,
    )
  }
  const staffNotice =
    event === 'booked'
      ? StaffBookingNotices.booked(noun, child, centre, when)
      : event === 'moved'
        ? StaffBookingNotices.moved(noun, child, centre, when, was)
        : StaffBookingNotices.cancelled(noun, child, centre, when)
  await tellStaff(
    tx,
    {
      schoolId: enquiry.fkSchool,
      centreId: enquiry.fkCentre,
      module: 'visit_management',
      navigate: pendingVisitsPath(enquiry.fkCentre),
      actionLabel: 'See the pending visits',
      ...staffNotice,
    },
    deps.publicUrl,
  )
}
