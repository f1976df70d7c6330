import type { FeeDraftStatus } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** The name of each state of a fee draft (and of each step of its activity). */
export const feeDraftStatusText = {
  draft: 'fees.status_draft',
  pending: 'fees.status_pending',
  approved: 'fees.status_approved',
  rejected: 'fees.status_rejected',
  cancelled: 'fees.status_cancelled',
} as const satisfies Record<FeeDraftStatus, TextKey>
