import { Access, type AccessType } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** The matrix's columns, in the order staff read them. */
export const accessColumns: readonly AccessType[] = ['read', 'write', 'approve']

/** The name of each column. */
export const accessTypeText = {
  read: 'users.read',
  write: 'users.write',
  approve: 'users.approve',
} as const satisfies Record<AccessType, TextKey>

/**
 * A checkbox of the matrix changed. Ticking write or approve ticks read too (nobody changes or approves what they
 * cannot see); unticking read clears the row. The server accepts any combination: this is the form's default.
 */
export function toggleAccess(level: number, type: AccessType, checked: boolean): number {
  if (checked) return level | Access[type] | Access.read
  if (type === 'read') return 0
  return level & ~Access[type]
}
