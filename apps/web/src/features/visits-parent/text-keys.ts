import type { VisitType } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** A step's state, read by screen readers. */
export const stepStatusText = {
  done: 'parentEnquiries.stepStatus.done',
  current: 'parentEnquiries.stepStatus.current',
  upcoming: 'parentEnquiries.stepStatus.upcoming',
  skipped: 'parentEnquiries.stepStatus.skipped',
} as const satisfies Record<'done' | 'current' | 'upcoming' | 'skipped', TextKey>

/** The booking dialog title per visit type. */
export const bookTitleText = {
  centre_visit: 'parentEnquiries.booking.bookTitle.centre_visit',
  trial: 'parentEnquiries.booking.bookTitle.trial',
} as const satisfies Record<VisitType, TextKey>

/** The reschedule dialog title per visit type. */
export const rescheduleTitleText = {
  centre_visit: 'parentEnquiries.booking.rescheduleTitle.centre_visit',
  trial: 'parentEnquiries.booking.rescheduleTitle.trial',
} as const satisfies Record<VisitType, TextKey>

/** The notice after booking. */
export const bookedText = {
  centre_visit: 'parentEnquiries.booking.booked.centre_visit',
  trial: 'parentEnquiries.booking.booked.trial',
} as const satisfies Record<VisitType, TextKey>

/** The notice after rescheduling. */
export const movedText = {
  centre_visit: 'parentEnquiries.booking.moved.centre_visit',
  trial: 'parentEnquiries.booking.moved.trial',
} as const satisfies Record<VisitType, TextKey>
