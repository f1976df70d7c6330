import type { RecurType, VisitType } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'
import type { EventKind, VisitAction } from './calendar-events'

/** The name of each visit type. */
export const visitTypeText = {
  centre_visit: 'calendar.visitTypes.centre_visit',
  trial: 'calendar.visitTypes.trial',
} as const satisfies Record<VisitType, TextKey>

/** How an availability repeats. */
export const recurTypeText = {
  none: 'calendar.recurTypes.none',
  daily: 'calendar.recurTypes.daily',
  weekly: 'calendar.recurTypes.weekly',
  monthly: 'calendar.recurTypes.monthly',
} as const satisfies Record<RecurType, TextKey>

/** What each colour of the calendar stands for. */
export const eventKindText = {
  centreVisit: 'calendar.kinds.centreVisit',
  trial: 'calendar.kinds.trial',
  holiday: 'calendar.kinds.holiday',
  availability: 'calendar.kinds.availability',
  leave: 'calendar.kinds.leave',
} as const satisfies Record<EventKind, TextKey>

/** The decisions on a visit. */
export const visitActionText = {
  approve: 'calendar.actions.approve',
  reject: 'calendar.actions.reject',
  skip: 'calendar.actions.skip',
  recordPayment: 'calendar.actions.recordPayment',
} as const satisfies Record<VisitAction, TextKey>

/** The notice after each decision. */
export const decisionDoneText = {
  approve: 'calendar.decision.done.approve',
  reject: 'calendar.decision.done.reject',
  skip: 'calendar.decision.done.skip',
  recordPayment: 'calendar.decision.done.recordPayment',
} as const satisfies Record<VisitAction, TextKey>

/** A trial fee payment status. */
export const paymentStatusText = {
  pending: 'calendar.details.paymentStatus.pending',
  completed: 'calendar.details.paymentStatus.completed',
} as const satisfies Record<'pending' | 'completed', TextKey>

/** Day names by day of the week (0 is Sunday), as dayjs numbers them. */
export const weekdayText = [
  'calendar.weekdays.0',
  'calendar.weekdays.1',
  'calendar.weekdays.2',
  'calendar.weekdays.3',
  'calendar.weekdays.4',
  'calendar.weekdays.5',
  'calendar.weekdays.6',
] as const satisfies readonly TextKey[]

/** Short day names by day of the week (0 is Sunday). */
export const weekdayShortText = [
  'calendar.weekdaysShort.0',
  'calendar.weekdaysShort.1',
  'calendar.weekdaysShort.2',
  'calendar.weekdaysShort.3',
  'calendar.weekdaysShort.4',
  'calendar.weekdaysShort.5',
  'calendar.weekdaysShort.6',
] as const satisfies readonly TextKey[]

/** The label of each field of the availability form. */
export const availabilityFieldText = {
  visitType: 'calendar.availability.visitType',
  recurType: 'calendar.availability.recurType',
  start: 'calendar.availability.start',
  end: 'calendar.availability.end',
  from: 'calendar.availability.from',
  to: 'calendar.availability.to',
  slotMinutes: 'calendar.availability.slotMinutes',
  familiesPerSlot: 'calendar.availability.familiesPerSlot',
} as const satisfies Record<string, TextKey>
