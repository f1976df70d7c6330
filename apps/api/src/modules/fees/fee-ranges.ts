import { nationalityClass } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, fees, feeTiers, levels, programs } from '../../db/schema'
import { feeInEffectOn, tierOpenOn } from './queries'

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
  const rows = await db
    .select({
      levelId: levels.id,
      levelLabel: levels.label,
      programId: programs.id,
      programLabel: programs.label,
      nationality: fees.nationality,
      amount: fees.amount,
    })
    .from(fees)
    .innerJoin(feeTiers, eq(feeTiers.id, fees.fkFeeTier))
    .innerJoin(centres, eq(centres.id, feeTiers.fkCentre))
    .innerJoin(levels, eq(levels.id, fees.fkLevel))
    .innerJoin(programs, eq(programs.id, fees.fkProgram))
    .where(
      and(
        eq(fees.fkSchool, schoolId),
        eq(centres.active, true),
        eq(levels.active, true),
        tierOpenOn(day),
        feeInEffectOn(day),
      ),
    )
    .orderBy(asc(levels.fromMonth), asc(levels.id), asc(programs.id))
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
