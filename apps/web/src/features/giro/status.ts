import type { BankAccountStatus } from '@preschool/domain'
import type { StatusTone } from '../../components/StatusChip'

/** How each bank account status reads on a chip. */
export const statusTone: Record<BankAccountStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  terminated: 'neutral',
}

export const toneOf = (status: string): StatusTone => statusTone[status as BankAccountStatus] ?? 'neutral'
