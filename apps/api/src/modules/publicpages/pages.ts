import { ENROLMENT_STEPS, type EnrolmentStepCode, enquiryState, singaporeToday } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { consumeRate } from '../../platform/auth/rate-limit'
import { parseInput } from '../../platform/errors/domain-error'
import { feeRangesInForce } from '../fees'
import { selectSubsidySchedule } from '../registration'
import { selectStateMap } from '../statemachine'
import { z } from 'zod'
import { selectPublicCentres, selectPublicPages } from './queries'

/** A visitor opens a page or two a minute; a scraper walking every school's pages is held back. */
const PAGE_RATE = { limit: 60, windowSeconds: 60 }

const schoolArgs = z.object({ IDSchool: z.number().int().positive() })

async function visit(db: DbOrTx, clientIp: string, raw: unknown): Promise<number> {
  const { IDSchool } = parseInput(schoolArgs, raw)
  await consumeRate(db, `public-pages:${clientIp}`, PAGE_RATE)
  return IDSchool
}

/** Published content only: an unpublished page shows its school's centres and figures, none of HQ's drafts. */
async function publishedContent(db: DbOrTx, schoolId: number) {
  const rows = await selectPublicPages(db, schoolId)
  return rows.page?.published ? rows : { page: null, programmes: [], faqs: [] }
}

/** getSchoolIntroduction: /intro for anyone. */
export async function schoolIntroduction(db: DbOrTx, clientIp: string, raw: unknown) {
  const schoolId = await visit(db, clientIp, raw)
  const [content, centres] = await Promise.all([
    publishedContent(db, schoolId),
    selectPublicCentres(db, schoolId),
  ])
  return {
    introduction: content.page?.introduction ?? '',
    programmes: content.programmes,
    centres,
  }
}

/**
 * The enrolment steps of the school's own state map: the states reachable from an enquiry's first states along
 * its active moves, and each parent step whose states are among them, in the steps' order. Enquiring is always
 * the first step.
 */
export function stepsOfStateMap(
  moves: readonly { fkFromState: number; fkToState: number }[],
): EnrolmentStepCode[] {
  const next = new Map<number, number[]>()
  for (const move of moves)
    next.set(move.fkFromState, [...(next.get(move.fkFromState) ?? []), move.fkToState])
  const reached = new Set<number>([enquiryState('enquire').id, enquiryState('new_enquiry').id])
  const queue = [...reached]
  for (let state = queue.shift(); state !== undefined; state = queue.shift())
    for (const to of next.get(state) ?? [])
      if (!reached.has(to)) {
        reached.add(to)
        queue.push(to)
      }
  return ENROLMENT_STEPS.filter(
    (step) => step.code === 'enquire' || step.states.some((code) => reached.has(enquiryState(code).id)),
  ).map((step) => step.code)
}

/** getParentInformation: /parentinfo for anyone. */
export async function parentInformation(db: DbOrTx, clientIp: string, raw: unknown) {
  const schoolId = await visit(db, clientIp, raw)
  const [content, moves, fees, schedule] = await Promise.all([
    publishedContent(db, schoolId),
    selectStateMap(db, schoolId),
    feeRangesInForce(db, schoolId, singaporeToday()),
    selectSubsidySchedule(db, schoolId),
  ])
  return {
    enrolmentSteps: stepsOfStateMap(moves),
    fees,
    subsidySchedule: { basic: [...schedule.basic], additional: [...schedule.additional] },
    documentsToPrepare: content.page?.documentsToPrepare ?? '',
    faqs: content.faqs,
  }
}
