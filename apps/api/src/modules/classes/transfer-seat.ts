import { addDays } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { endSeat, insertPlacement, insertSeat, selectEmptiestClass } from './seat-queries'

export interface SeatMove {
  schoolId: number
  childId: number
  centreId: number
  levelId: number
  programId: number | null
  /** The first day at the new centre: the old seat ends the day before. */
  firstDay: string
}

/**
 * A transfer moves the child in the caller's transaction: its seat and class placements end the day before
 * `firstDay` (moved for a transfer), it takes a seat at the new centre, level and programme from that day, and a
 * place in the centre's emptiest class of the level when it has one. Returns that class (null: none yet).
 */
export async function transferSeat(tx: DbOrTx, m: SeatMove): Promise<number | null> {
  await endSeat(tx, m.schoolId, m.childId, addDays(m.firstDay, -1), 'transfer')
  await insertSeat(tx, {
    fkSchool: m.schoolId,
    fkChild: m.childId,
    fkCentre: m.centreId,
    fkLevel: m.levelId,
    fkProgram: m.programId,
    from: m.firstDay,
  })
  const cls = await selectEmptiestClass(tx, m)
  if (cls)
    await insertPlacement(tx, {
      fkSchool: m.schoolId,
      fkChild: m.childId,
      fkClass: cls.id,
      fkLevel: m.levelId,
      fkProgram: m.programId,
      from: m.firstDay,
    })
  return cls?.id ?? null
}
