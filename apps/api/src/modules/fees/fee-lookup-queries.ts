import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, fees, feeTiers, levels, programs } from '../../db/schema'
import { feeInEffectOn, tierOpenOn } from './queries'

/** What a fee lookup asks: the centre, level and programme, the child's nationality and the two days. */
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

/** The fees that may answer a fee question (any nationality), in the order the first match wins. */
export function selectFeesFor(db: DbOrTx, q: FeeQuestion) {
  return db
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
}

/** The school's fees in force on a day at its active centres and levels, by level and programme. */
export function selectFeesInForce(db: DbOrTx, schoolId: number, day: string) {
  return db
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
}
