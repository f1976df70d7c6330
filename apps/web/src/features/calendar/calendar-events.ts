import {
  addDays,
  availabilityDates,
  monthBounds,
  RecurType,
  singaporeDate,
  singaporeTime,
  type VisitType,
} from '@preschool/domain'
import type { CalendarAvailability, CalendarHoliday, CalendarMonth, CalendarVisit } from './documents'

/** What an entry of the centre calendar is; each kind has its own colour and a line in the legend. */
export type EventKind = 'centreVisit' | 'trial' | 'holiday' | 'availability' | 'leave'

export const EVENT_KINDS: readonly EventKind[] = ['centreVisit', 'trial', 'holiday', 'availability', 'leave']

/** The colours of the kinds (white text reads on each at 4.5:1 or more). */
export const KIND_COLOURS: Record<EventKind, string> = {
  centreVisit: '#1565C0',
  trial: '#6A1B9A',
  holiday: '#B71C1C',
  availability: '#A5D6A7',
  leave: '#5D4037',
}

/**
 * A mark per kind beside the colour, so centre visits and trial classes are told apart without colour vision (the
 * legend shows the same marks).
 */
export const KIND_MARKS: Record<EventKind, string> = {
  centreVisit: '⌂',
  trial: '★',
  holiday: '✕',
  availability: '◌',
  leave: '⌀',
}

/** A visit still waiting for a decision is drawn lighter, with its kind's colour as border. */
const PENDING_BACKGROUND: Record<'centreVisit' | 'trial', string> = {
  centreVisit: '#E3F2FD',
  trial: '#F3E5F5',
}

export const visitKind = (visitType: string): 'centreVisit' | 'trial' =>
  visitType === 'trial' ? 'trial' : 'centreVisit'

/** What a click on an entry needs: its kind and the record behind it. */
export type EventRef =
  | { kind: 'centreVisit' | 'trial'; visitId: number }
  | { kind: 'holiday'; holidayId: number }
  | { kind: 'availability'; availabilityId: number }
  | { kind: 'leave'; leaveId: number }

/**
 * An entry as the FullCalendar wrapper takes it. Times are Singapore wall-clock strings without an offset; the
 * calendar runs in UTC so it shows them as they are, whatever the browser's zone.
 */
export interface CalendarEntry {
  id: string
  title: string
  start: string
  end: string
  allDay: boolean
  display: 'block' | 'background'
  backgroundColor: string
  borderColor: string
  textColor: string
  classNames: string[]
  extendedProps: { ref: EventRef }
}

/** A UTC instant as a Singapore wall-clock string, YYYY-MM-DDTHH:mm:00. */
export function singaporeWallClock(instant: string): string {
  const date = new Date(instant)
  return `${singaporeDate(date)}T${singaporeTime(date)}:00`
}

/** A visit's entry; `withCentre` names its centre too (the calendar of all centres). */
export function visitEntry(visit: CalendarVisit, withCentre = false): CalendarEntry {
  const kind = visitKind(visit.visitType)
  const pending = visit.status === 'created'
  return {
    id: `visit-${visit.ID}`,
    title: `${KIND_MARKS[kind]} ${visit.childName} · ${visit.statusText}${withCentre ? ` · ${visit.centreLabel}` : ''}`,
    start: singaporeWallClock(visit.visitFrom),
    end: singaporeWallClock(visit.visitTo),
    allDay: false,
    display: 'block',
    backgroundColor: pending ? PENDING_BACKGROUND[kind] : KIND_COLOURS[kind],
    borderColor: KIND_COLOURS[kind],
    textColor: pending ? '#000000' : '#FFFFFF',
    classNames: [`calendar-${kind}`, pending ? 'calendar-pending' : 'calendar-decided'],
    extendedProps: { ref: { kind, visitId: visit.ID } },
  }
}

/** A holiday as an all-day bar; FullCalendar's all-day end is exclusive, so the day after `to`. */
export function holidayEntry(holiday: CalendarHoliday): CalendarEntry {
  return {
    id: `holiday-${holiday.ID}`,
    title: holiday.title,
    start: holiday.from,
    end: addDays(holiday.to, 1),
    allDay: true,
    display: 'block',
    backgroundColor: KIND_COLOURS.holiday,
    borderColor: KIND_COLOURS.holiday,
    textColor: '#FFFFFF',
    classNames: ['calendar-holiday'],
    extendedProps: { ref: { kind: 'holiday', holidayId: holiday.ID } },
  }
}

/** What the grid shows of an approved leave request: who, the type's code and the half day. */
export interface CalendarLeave {
  ID: number
  from: string
  to: string
  halfDay: 'am' | 'pm' | null
  subject: { firstname: string; lastname: string; teacherID: number | null }
  leaveType: { code: string }
}

/** Approved leave as an all-day bar over its days; `staffWord` marks a member of staff, `halfDayText` a half day. */
export function leaveEntry(
  leave: CalendarLeave,
  staffWord: string,
  halfDayText: (half: 'am' | 'pm') => string,
): CalendarEntry {
  const who = `${leave.subject.firstname} ${leave.subject.lastname}`
  const staff = leave.subject.teacherID !== null ? ` (${staffWord})` : ''
  const half = leave.halfDay ? ` · ${halfDayText(leave.halfDay)}` : ''
  return {
    id: `leave-${leave.ID}`,
    title: `${KIND_MARKS.leave} ${who}${staff} · ${leave.leaveType.code}${half}`,
    start: leave.from,
    end: addDays(leave.to, 1),
    allDay: true,
    display: 'block',
    backgroundColor: KIND_COLOURS.leave,
    borderColor: KIND_COLOURS.leave,
    textColor: '#FFFFFF',
    classNames: ['calendar-leave'],
    extendedProps: { ref: { kind: 'leave', leaveId: leave.ID } },
  }
}

/** The server sends recurType as a string; an unknown one (none today) is read as a one-time availability. */
export const asRecurType = (value: string): RecurType => RecurType.find((known) => known === value) ?? 'none'

/** Whether a date (YYYY-MM-DD) falls on one of the holidays (from and to inclusive). */
export const onHoliday = (date: string, holidays: readonly Pick<CalendarHoliday, 'from' | 'to'>[]) =>
  holidays.some((h) => h.from <= date && date <= h.to)

/**
 * The windows an availability opens between first and last (inclusive), drawn behind the visits. A month grid
 * shows no timed background, so there (`wholeDays`) each day is shaded whole, with the window in its title.
 * Open slots on a holiday are not drawn (spec: visits on holidays are hidden unless they belong to a user;
 * booked visits always have one, so they stay).
 */
export function availabilityEntries(
  availability: CalendarAvailability,
  first: string,
  last: string,
  title: string,
  wholeDays = false,
  holidays: readonly Pick<CalendarHoliday, 'from' | 'to'>[] = [],
): CalendarEntry[] {
  if (!availability.active) return []
  return availabilityDates({ ...availability, recurType: asRecurType(availability.recurType) }, first, last)
    .filter((date) => !onHoliday(date, holidays))
    .map((date) => ({
      id: `availability-${availability.ID}-${date}`,
      title: wholeDays ? `${title} ${availability.from} – ${availability.to}` : title,
      start: wholeDays ? date : `${date}T${availability.from}:00`,
      end: wholeDays ? addDays(date, 1) : `${date}T${availability.to}:00`,
      allDay: wholeDays,
      display: 'background',
      backgroundColor: KIND_COLOURS.availability,
      borderColor: KIND_COLOURS.availability,
      textColor: '#000000',
      classNames: ['calendar-availability'],
      extendedProps: { ref: { kind: 'availability', availabilityId: availability.ID } },
    }))
}

/**
 * The month's entries: availability behind (none on the month's holidays), then holidays and visits.
 * `availabilityTitle` names a window; `wholeDayAvailability` for a month grid.
 */
export function calendarEntries(
  month: CalendarMonth,
  availabilityTitle: (visitType: VisitType) => string,
  wholeDayAvailability = false,
): CalendarEntry[] {
  const { first, last } = monthBounds(`${month.year}-${String(month.month).padStart(2, '0')}`)
  return [
    ...month.availabilities.flatMap((a) =>
      availabilityEntries(
        a,
        first,
        last,
        availabilityTitle(a.visitType as VisitType),
        wholeDayAvailability,
        month.holidays,
      ),
    ),
    ...month.holidays.map(holidayEntry),
    ...month.visits.map((visit) => visitEntry(visit, month.IDCentre == null)),
  ]
}

/**
 * The entries of the months a range shows, each once: a holiday spanning two months comes in both months' answers
 * (and would be drawn twice); the first copy stays.
 */
export function uniqueEntries(entries: readonly CalendarEntry[]): CalendarEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)))
}

/** The decisions staff can take on a visit. */
export type VisitAction = 'approve' | 'reject' | 'skip' | 'recordPayment'

/** What the buttons need to know of a visit. */
export interface VisitState {
  visitType: string
  status: string
  trialPeriodPaymentStatus?: string | null
}

/**
 * The decisions a visit's state allows for a user, as the server checks them: only a visit waiting for a decision
 * (created) is decided, and every decision needs visit_management approve. A trial whose fee is unpaid is not
 * approved until the payment is recorded.
 */
export function allowedVisitActions(visit: VisitState, canApprove: boolean): VisitAction[] {
  if (!canApprove || visit.status !== 'created') return []
  if (visit.visitType !== 'trial') return ['approve', 'reject', 'skip']
  if (visit.trialPeriodPaymentStatus === 'pending') return ['recordPayment', 'reject', 'skip']
  return ['approve', 'reject', 'skip']
}

/**
 * The months (1 to 12) a visible range touches, in order: a month view also shows days of the months around it,
 * and a week can straddle two. `endExclusive` is FullCalendar's end (the day after the last one shown).
 */
export function monthsOfRange(start: string, endExclusive: string): { year: number; month: number }[] {
  const last = addDays(endExclusive.slice(0, 10), -1)
  const months: { year: number; month: number }[] = []
  let [year, month] = start.slice(0, 7).split('-').map(Number)
  while (`${year}-${String(month).padStart(2, '0')}` <= last.slice(0, 7)) {
    months.push({ year, month })
    month = month === 12 ? 1 : month + 1
    if (month === 1) year += 1
  }
  return months
}
