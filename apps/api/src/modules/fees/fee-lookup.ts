import { nationalityClass } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { feeTiers, fees, programs } from '../../db/schema'
import { feeInEffectOn, tierOpenOn } from './queries'

export interface FeeQuestion {
  schoolId: number
  centreId: number
  levelId: number
  /** The enquiry's programme; null takes the level's first fee of the child's nationality. */
  programId: number | null
  nationality: string | null
  /** The day the family registers: it picks the centre's tier (its registration window). */
  registrationDay: string
  /** The day the fee is for (the first month of enrolment): it picks the fee in effect. */
  feeDay: string
}

export interface MonthlyFee {
  amountCents: number
  tierLabel: string
  programId: number
  programLabel: string
}

/**
 * The monthly fee a family pays: the centre's tier open on the registration day, its fee for the level, programme
 * and nationality in effect on the fee day. Nationalities are free text on both sides ('Singapore Citizen' on the
 * child, 'Singaporean' on a fee), so they are compared by class (citizen, permanent resident, other).
 */
export async function monthlyFeeFor(db: DbOrTx, q: FeeQuestion): Promise<MonthlyFee | null> {
  const rows = await db
    .select({
      amount: fees.amount,
      nationality: fees.nationality,
      tierLabel: feeTiers.label,
      programId: programs.id,
      programLabel: programs.label,
    })
    .from(fees)
    .innerJoin(feeTiers, eq(feeTiers.id, fees.fkFeeTier))
    .innerJoin(programs, eq(programs.id, fees.fkProgram))
    .where(
      and(
        eq(fees.fkSchool, q.schoolId),
        eq(feeTiers.fkCentre, q.centreId),
        tierOpenOn(q.registrationDay),
        eq(fees.fkLevel, q.levelId),
        q.programId === null ? undefined : eq(fees.fkProgram, q.programId),
        feeInEffectOn(q.feeDay),
      ),
    )
    .orderBy(asc(feeTiers.effectiveForRegistrationFrom), asc(programs.id), asc(fees.id))
  const wanted = nationalityClass(q.nationality)
  const fee = rows.find((r) => nationalityClass(r.nationality) === wanted)
  return fee
    ? {
        amountCents: fee.amount,
        tierLabel: fee.tierLabel,
        programId: fee.programId,
        programLabel: fee.programLabel,
      }
    : null
}
