import type { ActionKey } from '@preschool/domain'

/**
 * Whether the server listed an action among a row's permitted actions (its `can` field, computed from the API's
 * catalogue per row: reach, head office, maker-approver). Screens show a row's buttons by this, never by roles.
 */
export const rowPermits = (row: { can: readonly string[] }, key: ActionKey): boolean => row.can.includes(key)
