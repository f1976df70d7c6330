import type { LeaveHalfDay, LeaveStatus } from '../../generated/graphql'
import type { TextKey } from '../../i18n/text-key'

export const leaveStatusText = {
  pending: 'leave.status_pending',
  approved: 'leave.status_approved',
  rejected: 'leave.status_rejected',
  cancelled: 'leave.status_cancelled',
} as const satisfies Record<LeaveStatus, TextKey>

export const halfDayText = {
  am: 'leave.halfDay_am',
  pm: 'leave.halfDay_pm',
} as const satisfies Record<LeaveHalfDay, TextKey>
