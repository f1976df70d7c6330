import { nationalityClass } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { selectFeesInForce } from './fee-lookup-queries'

export interface FeeRange {
  levelId: number
  levelLabel: string
  programId: number
  programLabel: string
  residency: 'citizen' | 'pr' | 'other'
  minCents: number
  maxCents: number
}

/**
 * The school's monthly fees in force on a day, by level, programme and residency, from the lowest to the highest
 * over its active centres (the tier open for registration that day, the fee in effect that day): what a family
 * registering today would pay, as a range, for the public /parentinfo page. One statement.
 */
export async function feeRangesInForce(db: DbOrTx, schoolId: number, day: string): Promise<FeeRange[]> {
  const rows = await selectFeesInForce(db, schoolId, day)
  const ranges = new Map<string, FeeRange>()
  for (const row of rows) {
    const residency = nationalityClass(row.nationality)
    const key = `${row.levelId}:${row.programId}:${residency}`
    const range = ranges.get(key)
    if (range) {
      range.minCents = Math.min(range.minCents, row.amount)
      range.maxCents = Math.max(range.maxCents, row.amount)
    } else {
      const { nationality: _nationality, amount, ...rest } = row
      ranges.set(key, { ...rest, residency, minCents: amount, maxCents: amount })
    }
  }
  return [...ranges.values()]
}
