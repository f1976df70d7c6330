import {
  centreOutlookArgsSchema,
  estimateSubsidy,
  type Household,
  householdSubsidyFacts,
  monthBounds,
  singaporeToday,
  SUBSIDY_CITIZENSHIP,
  type SubsidySchedule,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { consumeRate } from '../../platform/auth/rate-limit'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { monthlyFeeFor } from '../fees'
import { selectLevels } from '../levels'
import { selectSubsidySchedule } from '../registration'
import { newcomerOutlooks, queueKey } from '../waitlist'
import { selectCentreLevelLabels } from './queries'

/**
 * Each look-up counts a queue and a fee per centre: a visitor's search asks once per result page, so 60 a minute
 * from one address is generous for a person and a ceiling for a scraper.
 */
const OUTLOOK_RATE = { limit: 60, windowSeconds: 60 }

export interface CentreOutlook {
  fkCentre: number
  levelLabels: string[]
  queueLength: number
  expectedOfferMonth: string | null
  monthlyFeeCents: number | null
  programLabel: string | null
  subsidyCents: number
  feeAfterSubsidyCents: number | null
}

/** The subsidy a household described on a public page can expect (the registration form's estimate). */
function householdSubsidy(household: Household | null, infant: boolean, schedule: SubsidySchedule): number {
  return household ? estimateSubsidy(householdSubsidyFacts(household, infant), schedule).totalCents : 0
}

/**
 * getCentreOutlooks: for each centre a visitor found, what a family enquiring today for the level and month can
 * expect: the families already waiting, the month a place can be expected (the waitlist's own reckoning), the fee
 * in force and that fee after the subsidy estimate. Counts and the school's published figures only; every query is
 * scoped to the school, so a centre of another school answers with nothing.
 */
export async function centreOutlooks(db: DbOrTx, clientIp: string, raw: unknown): Promise<CentreOutlook[]> {
  const args = parseInput(centreOutlookArgsSchema, raw)
  await consumeRate(db, `centre-outlook:${clientIp}`, OUTLOOK_RATE)
  const schoolId = args.IDSchool
  const level = (await selectLevels(db, schoolId, { activeOnly: true })).find((l) => l.id === args.level)
  if (!level) throw notFound('Level')
  const month = monthBounds(args.enrollmentDate).first
  const queues = args.centres.map((fkCentre) => ({ fkCentre, fkLevel: level.id, month }))
  const today = singaporeToday()
  const [outlooks, levelLabels, schedule, fees] = await Promise.all([
    newcomerOutlooks(db, schoolId, queues),
    selectCentreLevelLabels(db, schoolId, args.centres),
    selectSubsidySchedule(db, schoolId),
    Promise.all(
      args.centres.map((centreId) =>
        monthlyFeeFor(db, {
          schoolId,
          centreId,
          levelId: level.id,
          programId: args.program,
          nationality: args.household?.citizen === false ? null : SUBSIDY_CITIZENSHIP,
          registrationDay: today,
          feeDay: month,
        }),
      ),
    ),
  ])
  const subsidy = householdSubsidy(args.household, level.isInfant, schedule)
  return queues.map((queue, i) => {
    const fee = fees[i] ?? null
    const outlook = outlooks.get(queueKey(queue))!
    return {
      fkCentre: queue.fkCentre,
      levelLabels: levelLabels.get(queue.fkCentre) ?? [],
      queueLength: outlook.queueLength,
      expectedOfferMonth: outlook.expectedOfferMonth,
      monthlyFeeCents: fee?.amountCents ?? null,
      programLabel: fee?.programLabel ?? null,
      subsidyCents: fee ? Math.min(subsidy, fee.amountCents) : 0,
      feeAfterSubsidyCents: fee ? Math.max(0, fee.amountCents - subsidy) : null,
    }
  })
}
