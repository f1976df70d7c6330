import type { BroadcastScopeType, BroadcastStatus } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

export const broadcastStatusText = {
  draft: 'broadcasts.status_draft',
  published: 'broadcasts.status_published',
  deleted: 'broadcasts.status_deleted',
} as const satisfies Record<BroadcastStatus, TextKey>

export const scopeTypeText = {
  school: 'broadcasts.scopeType_school',
  centre: 'broadcasts.scopeType_centre',
  class: 'broadcasts.scopeType_class',
  child: 'broadcasts.scopeType_child',
} as const satisfies Record<BroadcastScopeType, TextKey>
