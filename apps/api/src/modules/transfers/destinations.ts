import { singaporeToday, transferInputSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { selectCurrentSeat } from '../classes'
import { centreLevelVacancies, vacancyKey } from '../planning'
import { selectCentresOfferingLevel } from './queries'

/**
 * getTransferDestinations: where the child may move (the other centres of the school offering its current level)
 * and whether each has a place at that level in the effective date's month, from the vacancy plan, the figure the
 * request then shows (when a date is given). A child with no current seat may move nowhere (an empty list). Three statements.
 */
export async function transferDestinations(db: DbOrTx, schoolId: number, childId: number, rawDate: unknown) {
  const effectiveDate = parseInput(transferInputSchema.shape.effectiveDate.nullish(), rawDate)
  const seat = await selectCurrentSeat(db, schoolId, childId, singaporeToday())
  if (!seat) return []
  const centres = await selectCentresOfferingLevel(db, schoolId, seat.levelId, seat.centreId)
  if (!effectiveDate) return centres.map((centre) => ({ centre, vacancyAvailable: null }))
  const cell = (fkCentre: number) => ({ fkCentre, fkLevel: seat.levelId, date: effectiveDate })
  const vacancy = await centreLevelVacancies(
    db,
    schoolId,
    centres.map((c) => cell(c.ID)),
  )
  return centres.map((centre) => ({
    centre,
    vacancyAvailable: vacancy.get(vacancyKey(cell(centre.ID)))?.available ?? false,
  }))
}
