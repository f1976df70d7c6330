import { FeeMsg } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'
import { selectOfferedPairs } from './queries'

/** Every fee (or item) must be for a level and programme the centre offers; the first that is not names its field. */
export async function assertOffered(
  db: DbOrTx,
  centreId: number,
  rows: { fkLevel: number; fkProgram: number }[],
  fieldPrefix: string,
): Promise<void> {
  const offered = await selectOfferedPairs(db, centreId, [...new Set(rows.map((r) => r.fkLevel))])
  const index = rows.findIndex((r) => !offered.has(`${r.fkLevel}/${r.fkProgram}`))
  if (index >= 0)
    throw badInput(FeeMsg.levelNotAtCentre, { [`${fieldPrefix}${index}.fkProgram`]: FeeMsg.levelNotAtCentre })
}
