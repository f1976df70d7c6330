import type { TextKey } from '../../i18n/text-key'

/** A transfer's status, as text. */
export const transferStatusText = {
  pending_source: 'transfers.statuses.pending_source',
  pending_destination: 'transfers.statuses.pending_destination',
  approved: 'transfers.statuses.approved',
  completed: 'transfers.statuses.completed',
  rejected: 'transfers.statuses.rejected',
  cancelled: 'transfers.statuses.cancelled',
} as const satisfies Record<string, TextKey>
