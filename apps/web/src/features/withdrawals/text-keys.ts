import type { TextKey } from '../../i18n/text-key'

/** A withdrawal's status (and the activity of a step that changes none), as text. */
export const withdrawalStatusText = {
  pending_centre: 'withdrawals.statuses.pending_centre',
  pending_hq: 'withdrawals.statuses.pending_hq',
  approved: 'withdrawals.statuses.approved',
  withdrawn: 'withdrawals.statuses.withdrawn',
  rejected: 'withdrawals.statuses.rejected',
  cancelled: 'withdrawals.statuses.cancelled',
  documents_verified: 'withdrawals.statuses.documents_verified',
} as const satisfies Record<string, TextKey>
