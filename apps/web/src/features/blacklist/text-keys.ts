import type { BlacklistDraftStatus } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** What a blacklist request asks: to add a family or to remove one. */
export const draftKindText = {
  add: 'blacklist.kinds.add',
  remove: 'blacklist.kinds.remove',
} as const satisfies Record<'add' | 'remove', TextKey>

/** Each state of a request, as staff read it (the stored codes are not shown). */
export const draftStatusText = {
  pending: 'blacklist.statuses.pending',
  approved: 'blacklist.statuses.approved',
  rejected: 'blacklist.statuses.rejected',
  cancelled: 'blacklist.statuses.cancelled',
} as const satisfies Record<BlacklistDraftStatus, TextKey>

/** The blacklist page's tabs. */
export const blacklistTabText = {
  entries: 'blacklist.entries',
  requests: 'blacklist.requests',
} as const satisfies Record<'entries' | 'requests', TextKey>

/** Each decision on a request, as its button and its dialog name it. */
export const decisionText = {
  approve: 'blacklist.approve',
  reject: 'blacklist.reject',
  cancel: 'blacklist.cancel',
} as const satisfies Record<'approve' | 'reject' | 'cancel', TextKey>
