import type { CapacityDraftStatus, VacancyStatus } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** The name of each row of the vacancy table. */
export const vacancyStatusText = {
  existing_enrolment: 'planning.status.existing_enrolment',
  transfer_in: 'planning.status.transfer_in',
  transfer_out: 'planning.status.transfer_out',
  promotion: 'planning.status.promotion',
  withdraw: 'planning.status.withdraw',
  pending_registration: 'planning.status.pending_registration',
  enrolled: 'planning.status.enrolled',
  on_waitlist: 'planning.status.on_waitlist',
  available_vacancy: 'planning.status.available_vacancy',
} as const satisfies Record<VacancyStatus, TextKey>

/** Each step of a capacity change request's activity. */
export const draftLogStatusText = {
  pending: 'planning.logStatus.pending',
  approved: 'planning.logStatus.approved',
  rejected: 'planning.logStatus.rejected',
  cancelled: 'planning.logStatus.cancelled',
} as const satisfies Record<CapacityDraftStatus, TextKey>
