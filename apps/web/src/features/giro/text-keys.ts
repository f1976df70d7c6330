import type { BankAccountSource, BankAccountStatus, BankAccountTargetStatus } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** The name of each state of a bank account. */
export const accountStatusText = {
  pending: 'giro.status_pending',
  approved: 'giro.status_approved',
  rejected: 'giro.status_rejected',
  terminated: 'giro.status_terminated',
} as const satisfies Record<BankAccountStatus, TextKey>

/** Where an account's details came from. */
export const accountSourceText = {
  online: 'giro.source_online',
  paper: 'giro.source_paper',
} as const satisfies Record<BankAccountSource, TextKey>

/** The verb of each move of an account, as the status dialog offers it. */
export const moveText = {
  approved: 'giro.moveTo_approved',
  rejected: 'giro.moveTo_rejected',
  terminated: 'giro.moveTo_terminated',
} as const satisfies Record<BankAccountTargetStatus, TextKey>
