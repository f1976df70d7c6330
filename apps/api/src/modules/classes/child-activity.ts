import type { DbOrTx } from '../../db/client'
import { logChildActivity } from '../waitlist'

/**
 * What changes of a child's class or level write in its activity log (decision 0029): one entry per child, in the
 * transaction of the change, so the log holds a move exactly when the move happened. `userId` is null for the
 * promotion-day job.
 */
export type ClassChangeAction =
  'class_assigned' | 'class_moved' | 'level_changed' | 'graduated' | 'particulars_changed'

export async function logClassChange(
  tx: DbOrTx,
  entry: {
    schoolId: number
    userId: number | null
    childIds: readonly number[]
    action: ClassChangeAction
    code?: string | null
    remark: string
  },
) {
  for (const childId of entry.childIds)
    await logChildActivity(tx, {
      fkSchool: entry.schoolId,
      fkChild: childId,
      fkUser: entry.userId,
      mode: 'system',
      action: entry.action,
      code: entry.code ?? null,
      remark: entry.remark,
    })
}

/** The fields staff may change, as the log names them: their values are the family's personal data, never logged. */
const FIELD_LABELS: Record<string, string> = {
  nationality: 'nationality',
  race: 'race',
  gender: 'gender',
  householdIncomeRange: 'household income range',
  numFamilyMembers: 'number of family members',
  imageKey: 'photo',
}

/** "Changed nationality, photo": the names of the fields that really changed (no values: they are personal). */
export function describeChangedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string | null {
  const changed = Object.keys(after).filter((k) => (before[k] ?? null) !== (after[k] ?? null))
  if (changed.length === 0) return null
  const names = changed.map((k) => FIELD_LABELS[k] ?? 'a particular')
  return `Changed ${names.join(', ')}`
}
