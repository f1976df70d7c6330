import {
  attendanceRangeSchema,
  formatDate,
  InjuryMsg,
  injuryInputSchema,
  singaporeTime,
  singaporeToday,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { InjuryInput } from '../../generated/graphql'
import { badInput, notFound, parseInput } from '../../platform/errors/domain-error'
import { tellParent } from '../notifications'
import { attendanceText } from './notice-texts'
import {
  acknowledgeInjuryOnce,
  type InjuryRow,
  insertInjury,
  selectInjuries,
  selectInjury,
  selectPlacementOn,
} from './injury-queries'
import { publishAttendanceChange } from './live'
import type { Marker } from './marking'
import { selectChildNames, selectParentsOf } from './queries'
import type { Actor } from '../../platform/authz/actor'

/**
 * Records an injury of a child today (the Singapore day) in the class the child is placed in, and tells the
 * child's parents by bell and email in the same transaction: the notice exists exactly when the record does.
 */
export async function recordInjury(
  db: DbOrTx,
  who: Marker,
  childId: number,
  raw: InjuryInput,
): Promise<InjuryRow> {
  const input = parseInput(injuryInputSchema, raw)
  return db.transaction(async (tx) => {
    const now = new Date()
    const date = singaporeToday(now)
    const placement = await selectPlacementOn(tx, who.schoolId, childId, date)
    if (!placement) throw badInput(InjuryMsg.notPlaced)
    const { id } = await insertInjury(tx, {
      fkSchool: who.schoolId,
      fkCentre: placement.centreId,
      fkClass: placement.classId,
      fkChild: childId,
      date,
      side: input.side,
      pointTop: input.top,
      pointLeft: input.left,
      injuryType: input.injuryType,
      remarks: input.remarks,
      reportedBy: who.userId,
      reportedAt: now,
    })
    const [[child], parents] = await Promise.all([
      selectChildNames(tx, [childId]),
      selectParentsOf(tx, [childId]),
    ])
    const name = `${child.firstname} ${child.lastname}`
    for (const parent of parents)
      await tellParent(
        tx,
        {
          schoolId: who.schoolId,
          userId: parent.userId,
          inLanguage: (language) => ({
            title: attendanceText(language, 'injuryTitle', { name }),
            body: attendanceText(language, 'injury', {
              name,
              what: attendanceText(language, input.injuryType),
              date: formatDate(date),
              time: singaporeTime(now),
              remarks: input.remarks,
            }),
            actionLabel: attendanceText(language, 'seeInjury'),
          }),
          // The injury itself, on the child's Health tab, where the parent acknowledges it.
          navigate: `/details/child/${childId}/health?injury=${id}`,
        },
        who.publicUrl,
      )
    // The dashboards' injury flags refetch.
    await publishAttendanceChange(tx, {
      schoolId: who.schoolId,
      centreId: placement.centreId,
      classId: placement.classId,
      date,
      kind: 'children',
    })
    return (await selectInjury(tx, who.schoolId, id))!
  })
}

/** The parent's acknowledgement, kept once: acknowledging again (a replay, the other parent) changes nothing. */
export async function acknowledgeInjury(db: DbOrTx, who: Actor, injuryId: number): Promise<InjuryRow> {
  return db.transaction(async (tx) => {
    const acknowledged = await acknowledgeInjuryOnce(tx, injuryId, who.userId, new Date())
    const injury = await selectInjury(tx, who.schoolId, injuryId)
    if (!injury) throw notFound('Injury')
    // The first acknowledgement takes the injury off the dashboards' flags.
    if (acknowledged)
      await publishAttendanceChange(tx, {
        schoolId: who.schoolId,
        centreId: injury.fkCentre,
        classId: injury.fkClass,
        date: injury.date,
        kind: 'children',
      })
    return injury
  })
}

/** A child's injuries between two days (at most 62), oldest first. */
export async function childInjuries(db: DbOrTx, schoolId: number, childId: number, from: string, to: string) {
  const range = parseInput(attendanceRangeSchema, { from, to })
  return selectInjuries(db, schoolId, [childId], range.from, range.to)
}
