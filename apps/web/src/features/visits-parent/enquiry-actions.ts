import { type EnquiryNextAction, type VisitType, singaporeDate, singaporeTime } from '@preschool/domain'
import type { ParentVisit } from './documents'
import { formatLongDate } from '../../lib/format'

/** What a booking dialog does: book a new visit of a type, or move an existing one. */
export type BookingTarget =
  | { kind: 'book'; IDEnquiry: number; visitType: VisitType }
  | { kind: 'reschedule'; IDEnquiry: number; visitType: VisitType; visit: ParentVisit }

/** The buttons an enquiry card offers for its next action. */
export type EnquiryAction =
  | { kind: 'book'; visitType: VisitType }
  | { kind: 'reschedule'; visit: ParentVisit }
  | { kind: 'cancelVisit'; visit: ParentVisit }

const CALENDAR_STATUSES = ['created', 'completed']
const HIDDEN_STATUSES = ['cancelled']

const byStart = (a: ParentVisit, b: ParentVisit) => a.visitFrom.localeCompare(b.visitFrom)

/** The visits to list on a card, earliest first: cancelled ones are gone for the parent. */
export const shownVisits = (visits: readonly ParentVisit[]): ParentVisit[] =>
  visits.filter((visit) => !HIDDEN_STATUSES.includes(visit.status)).sort(byStart)

/** The booked visit of a type still waiting for the centre's decision (the latest one). */
export const pendingVisit = (visits: readonly ParentVisit[], visitType: VisitType): ParentVisit | undefined =>
  visits
    .filter((visit) => visit.visitType === visitType && visit.status === 'created')
    .sort(byStart)
    .at(-1)

/** Whether the visit can go into the parent's own calendar (the server gives a file for booked or approved ones). */
export const canAddToCalendar = (visit: ParentVisit) => CALENDAR_STATUSES.includes(visit.status)

/** The approved centre visit still to come, which the parent may move or cancel before the trial is booked. */
export const upcomingApprovedVisit = (visits: readonly ParentVisit[], now: Date): ParentVisit | undefined =>
  visits
    .filter(
      (visit) =>
        visit.visitType === 'centre_visit' &&
        visit.status === 'completed' &&
        Date.parse(visit.visitFrom) > now.getTime(),
    )
    .sort(byStart)
    .at(-1)

/** Moving or cancelling the approved centre visit still to come, while the enquiry stands at visit_approved. */
function changeApprovedVisit(
  visits: readonly ParentVisit[],
  at: { stateCode?: string; now?: Date },
): EnquiryAction[] {
  const approved =
    at.stateCode === 'visit_approved' ? upcomingApprovedVisit(visits, at.now ?? new Date()) : undefined
  return approved
    ? [
        { kind: 'reschedule', visit: approved },
        { kind: 'cancelVisit', visit: approved },
      ]
    : []
}

/** The visit when it has not started yet: one that has is no longer moved or cancelled (the server refuses). */
const stillToCome = (visit: ParentVisit | undefined, now = new Date()) =>
  visit && Date.parse(visit.visitFrom) > now.getTime() ? visit : undefined

/**
 * The buttons for the enquiry's next action (from getEnquiryFrontendStates). A wait for approval offers changing
 * the booking while it is still to come; so does an approved centre visit still to come while the enquiry is at visit_approved (the server
 * moves or cancels it there, and a moved one waits for approval again). Registration is a later step with no
 * button here.
 */
export function enquiryActions(
  nextAction: string,
  visits: readonly ParentVisit[],
  at: { stateCode?: string; now?: Date } = {},
): EnquiryAction[] {
  switch (nextAction as EnquiryNextAction) {
    case 'book_visit':
      return [{ kind: 'book', visitType: 'centre_visit' }]
    case 'book_trial':
      return [{ kind: 'book', visitType: 'trial' }, ...changeApprovedVisit(visits, at)]
    case 'register':
      // With the trial skipped, an approved centre visit still to come may be moved or cancelled as well.
      return changeApprovedVisit(visits, at)
    case 'await_visit_approval': {
      const visit = stillToCome(pendingVisit(visits, 'centre_visit'), at.now)
      return visit
        ? [
            { kind: 'reschedule', visit },
            { kind: 'cancelVisit', visit },
          ]
        : []
    }
    case 'await_trial_approval':
    case 'pay_trial': {
      const visit = stillToCome(pendingVisit(visits, 'trial'), at.now)
      return visit ? [{ kind: 'reschedule', visit }] : []
    }
    default:
      return []
  }
}

/** A visit's Singapore day and times, e.g. { date: 'Tue, 24 Nov 2026', time: '09:00 – 09:30' }. */
export function visitWhen(visit: Pick<ParentVisit, 'visitFrom' | 'visitTo'>): { date: string; time: string } {
  const from = new Date(visit.visitFrom)
  const to = new Date(visit.visitTo)
  return {
    date: formatLongDate(singaporeDate(from)),
    time: `${singaporeTime(from)} – ${singaporeTime(to)}`,
  }
}

/** The month (YYYY-MM) a booking dialog opens on: the booked visit's, or this month in Singapore. */
export const initialMonth = (target: BookingTarget, today: string): string => {
  if (target.kind === 'reschedule') {
    const booked = singaporeDate(new Date(target.visit.visitFrom)).slice(0, 7)
    return booked > today.slice(0, 7) ? booked : today.slice(0, 7)
  }
  return today.slice(0, 7)
}

/** The name an .ics download is saved under. */
export const calendarFileName = (visit: Pick<ParentVisit, 'ID' | 'visitType' | 'visitFrom'>) =>
  `${visit.visitType === 'trial' ? 'trial-class' : 'centre-visit'}-${singaporeDate(new Date(visit.visitFrom))}.ics`
