import { expectedOfferMonth, monthBounds, monthsFrom, singaporeToday } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { centreLevelVacancies, vacancyKey } from '../planning'
import { PLAN_MONTHS } from './filters'
import { selectQueueLengths } from './position-queries'

/** A queue: the families waiting for one centre and level from one month (its 1st). */
export interface Queue {
  fkCentre: number
  fkLevel: number
  month: string
}

export const queueKey = (q: Queue) => `${q.fkCentre}:${q.fkLevel}:${q.month}`

/** The months a queue's place is looked for in: twelve from its month, or from this month once that has passed. */
export function planMonthsOf(month: string): string[] {
  const today = singaporeToday()
  return monthsFrom(month > today ? month : monthBounds(today).first, PLAN_MONTHS)
}

/** The vacancy plan of each queue (its next twelve months' free places), every queue in one statement. */
export async function queuePlans(db: DbOrTx, schoolId: number, queues: readonly Queue[]) {
  const vacancy = await centreLevelVacancies(
    db,
    schoolId,
    queues.flatMap((q) => planMonthsOf(q.month).map((date) => ({ ...q, date }))),
  )
  return (q: Queue) =>
    planMonthsOf(q.month).map((month) => ({
      month,
      vacancies: vacancy.get(vacancyKey({ ...q, date: month }))!.vacancies,
    }))
}

export interface QueueOutlook {
  /** Families waiting in the queue now. */
  queueLength: number
  /** The first month whose free places reach a family joining the queue now; null beyond the plan. */
  expectedOfferMonth: string | null
}

/**
 * What a family joining each queue today can expect, as the parent's waitlist card says it (one more than those
 * waiting, against the same vacancy plan): counts only, nothing of any family.
 */
export async function newcomerOutlooks(
  db: DbOrTx,
  schoolId: number,
  queues: readonly Queue[],
): Promise<Map<string, QueueOutlook>> {
  const [lengths, planOf] = await Promise.all([
    selectQueueLengths(db, schoolId, [...queues]),
    queuePlans(db, schoolId, queues),
  ])
  return new Map(
    queues.map((q) => {
      const queueLength = lengths.get(queueKey(q)) ?? 0
      return [
        queueKey(q),
        { queueLength, expectedOfferMonth: expectedOfferMonth(queueLength + 1, planOf(q)) },
      ]
    }),
  )
}
