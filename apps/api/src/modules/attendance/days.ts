import { attendanceRangeSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { selectApprovedLeaveOn } from '../leave'
import { type InjuryRow, selectInjuries } from './injury-queries'
import {
  type EntryRow,
  type HealthCheckRow,
  selectChanges,
  selectChildEntries,
  selectClassChildren,
  selectDayEntries,
  selectHealthChecks,
} from './queries'

type Change = Awaited<ReturnType<typeof selectChanges>>[number]
export type DayLeave = Awaited<ReturnType<typeof selectApprovedLeaveOn>>[number]

export interface ChildDay {
  childId: number
  child: { id: number; firstname: string; lastname: string } | null
  date: string
  classId: number | null
  entries: (EntryRow & { history: Change[] })[]
  health: HealthCheckRow[]
  injuries: InjuryRow[]
  /** Approved leave covering the day (the register shows the child absent with it, not missing). */
  leave: DayLeave | null
}

/** One child's day from its marks and checks: the register's row, a day of the child's month. */
function dayOf(
  childId: number,
  date: string,
  entries: EntryRow[],
  health: HealthCheckRow[],
  injuries: InjuryRow[],
  changes: Change[],
  child: ChildDay['child'] = null,
  leave: DayLeave | null = null,
): ChildDay {
  return {
    childId,
    child,
    date,
    classId: entries[0]?.fkClass ?? null,
    entries: entries.map((e) => ({ ...e, history: changes.filter((c) => c.entryId === e.id) })),
    health,
    injuries,
    leave,
  }
}

/** A class's register for a day: every child placed in it then, marked or not, by name. */
export async function classRegister(db: DbOrTx, schoolId: number, classId: number, date: string) {
  const kids = await selectClassChildren(db, schoolId, classId, date)
  const ids = kids.map((k) => k.childId)
  if (ids.length === 0) return []
  const [entries, health, injuries, leave] = await Promise.all([
    selectDayEntries(db, ids, date),
    selectHealthChecks(db, ids, date, date),
    selectInjuries(db, schoolId, ids, date, date),
    selectApprovedLeaveOn(db, { childIds: ids }, date),
  ])
  const changes = await selectChanges(
    db,
    entries.map((e) => e.id),
  )
  return kids.map((k) =>
    dayOf(
      k.childId,
      date,
      entries.filter((e) => e.fkChild === k.childId),
      health.filter((h) => h.fkChild === k.childId),
      injuries.filter((i) => i.fkChild === k.childId),
      changes,
      { id: k.childId, firstname: k.firstname, lastname: k.lastname },
      leave.find((l) => l.childId === k.childId) ?? null,
    ),
  )
}

/** The days of a range on which a child has a mark, a health check or an injury, oldest first. */
export async function childDays(db: DbOrTx, schoolId: number, childId: number, from: string, to: string) {
  const range = parseInput(attendanceRangeSchema, { from, to })
  const [entries, health, injuries] = await Promise.all([
    selectChildEntries(db, schoolId, childId, range.from, range.to),
    selectHealthChecks(db, [childId], range.from, range.to),
    selectInjuries(db, schoolId, [childId], range.from, range.to),
  ])
  const changes = await selectChanges(
    db,
    entries.map((e) => e.id),
  )
  const dates = [
    ...new Set([...entries.map((e) => e.date), ...health.map((h) => h.date), ...injuries.map((i) => i.date)]),
  ].sort()
  return dates.map((date) =>
    dayOf(
      childId,
      date,
      entries.filter((e) => e.date === date),
      health.filter((h) => h.date === date),
      injuries.filter((i) => i.date === date),
      changes,
    ),
  )
}
