import {
  AttendanceMsg,
  attendanceUpdateSchema,
  forChildSchema,
  singaporeInstant,
  singaporeToday,
  type AttendanceUpdateInput,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { AttendanceUpdate } from '../../generated/graphql'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { recordHealthChecks } from './health-checks'
import { settleLatePickup } from './late-pickup'
import { publishAttendanceChange } from './live'
import { tellParentsOfMarks } from './notices'
import { watchSymptomClusters } from './symptom-clusters'
import {
  type EntryRow,
  insertChanges,
  insertEntries,
  selectDayEntries,
  selectEntry,
  selectPlacements,
  updateEntry,
} from './queries'
import { attendanceRules } from './settings'

export interface Marker {
  schoolId: number
  userId: number
  publicUrl: string
}

/** A minute of slack for a tablet's clock a little ahead of the server's. */
export const CLOCK_SLACK_MS = 60_000

/**
 * `addOrUpdateAttendance`: marks children of a class (one tap for one child or the whole class, one request and
 * one transaction), or corrects one mark (`attendanceId`). Returns the children marked.
 */
export async function addOrUpdateAttendance(
  tx: DbOrTx,
  who: Marker,
  raw: AttendanceUpdate,
  rawChildren: number[],
  attendanceId: number | null,
): Promise<number[]> {
  const update = parseInput(attendanceUpdateSchema, raw)
  const childIds = parseInput(forChildSchema, rawChildren)
  const instant = singaporeInstant(update.date, update.time)
  if (instant.getTime() > Date.now() + CLOCK_SLACK_MS)
    throw badInput(AttendanceMsg.futureTime, { time: AttendanceMsg.futureTime })
  const editingPast = update.date < singaporeToday()
  if ((editingPast || attendanceId !== null) && !update.remarks)
    throw badInput(AttendanceMsg.remarkRequired, { remarks: AttendanceMsg.remarkRequired })
  const placements = await selectPlacements(tx, who.schoolId, update.classID, update.date, childIds)
  if (placements.length !== childIds.length)
    throw badInput(AttendanceMsg.notEnrolled, { forChild: AttendanceMsg.notEnrolled })
  const centreId = placements[0].centreId
  try {
    const entries =
      attendanceId === null
        ? await markChildren(tx, who, update, childIds, centreId, instant)
        : [await correctMark(tx, who, update, childIds, attendanceId, instant)]
    const rules = await attendanceRules(tx, who.schoolId, centreId)
    for (const entry of entries) if (entry.type === 'check_out') await settleLatePickup(tx, who, entry, rules)
    const checks = await recordHealthChecks(tx, who, update, centreId, entries, rules)
    const fevers = checks.filter((check) => check.fever)
    if (attendanceId === null) await tellParentsOfMarks(tx, who, entries, fevers)
    await watchSymptomClusters(tx, who, centreId, checks, entries, rules.notifiableSymptoms)
    await publishAttendanceChange(tx, {
      schoolId: who.schoolId,
      centreId,
      classId: update.classID,
      date: update.date,
      kind: 'children',
    })
    return childIds
  } catch (error) {
    // Two taps at once (two tablets, a replay): the database let one through.
    if (isUniqueViolation(error, 'attendance_one_per_session')) throw conflict(AttendanceMsg.alreadyCheckedIn)
    throw error
  }
}

/** New marks for each child, checked against the child's marks of the day. */
async function markChildren(
  tx: DbOrTx,
  who: Marker,
  update: AttendanceUpdateInput,
  childIds: number[],
  centreId: number,
  instant: Date,
): Promise<EntryRow[]> {
  const day = await selectDayEntries(tx, childIds, update.date, true)
  const rows = childIds.map((childId) => {
    const marks = day.filter((e) => e.fkChild === childId)
    return {
      fkSchool: who.schoolId,
      fkCentre: centreId,
      fkClass: update.classID,
      fkChild: childId,
      date: update.date,
      sessionId: sessionFor(update, marks, instant),
      type: update.type,
      time: instant,
      reason: update.type === 'absent' ? update.reason : null,
      remarks: update.remarks,
      pickedBy: update.type === 'check_out' ? update.pickedBy : null,
      recordedBy: who.userId,
    }
  })
  const inserted = await insertEntries(tx, rows)
  await insertChanges(
    tx,
    inserted.map((e) => ({
      fkSchool: who.schoolId,
      fkEntry: e.id,
      changedBy: who.userId,
      action: 'created',
      changes: { type: [null, e.type], time: [null, e.time.toISOString()] },
      remark: update.remarks,
    })),
  )
  return inserted
}

/** The session a new mark belongs to, or the rule it breaks. */
function sessionFor(update: AttendanceUpdateInput, marks: EntryRow[], instant: Date): number {
  const checkIns = marks.filter((e) => e.type === 'check_in')
  const open = checkIns.find((i) => !marks.some((o) => o.type === 'check_out' && o.sessionId === i.sessionId))
  const absent = marks.some((e) => e.type === 'absent')
  switch (update.type) {
    case 'check_in': {
      if (open) throw conflict(AttendanceMsg.alreadyCheckedIn)
      if (absent) throw conflict(AttendanceMsg.alreadyAbsent)
      const lastOut = marks.filter((e) => e.type === 'check_out').at(-1)
      if (lastOut && lastOut.time >= instant) throw badInput(AttendanceMsg.checkOutBeforeCheckIn)
      return Math.max(0, ...marks.map((e) => e.sessionId)) + 1
    }
    case 'check_out':
      if (!open) throw conflict(AttendanceMsg.notCheckedIn)
      if (instant <= open.time)
        throw badInput(AttendanceMsg.checkOutBeforeCheckIn, { time: AttendanceMsg.checkOutBeforeCheckIn })
      return open.sessionId
    case 'absent':
      if (checkIns.length > 0) throw conflict(AttendanceMsg.presentOnDay)
      if (absent) throw conflict(AttendanceMsg.alreadyAbsent)
      return 1
  }
}

/** A correction of one mark: its time, reason, who picked up, with the remark; the history keeps before and after. */
async function correctMark(
  tx: DbOrTx,
  who: Marker,
  update: AttendanceUpdateInput,
  childIds: number[],
  attendanceId: number,
  instant: Date,
): Promise<EntryRow> {
  const entry = await selectEntry(tx, who.schoolId, attendanceId)
  if (!entry || !entry.active) throw notFound('Attendance entry')
  if (childIds.length !== 1 || childIds[0] !== entry.fkChild || entry.fkClass !== update.classID)
    throw badInput(AttendanceMsg.oneChildToEdit)
  if (entry.type !== update.type || entry.date !== update.date) throw badInput(AttendanceMsg.oneChildToEdit)
  const session = (await selectDayEntries(tx, [entry.fkChild], entry.date, true)).filter(
    (e) => e.sessionId === entry.sessionId && e.id !== entry.id,
  )
  const pair = session.find((e) => e.type !== entry.type)
  if (pair && (entry.type === 'check_in' ? instant >= pair.time : instant <= pair.time))
    throw badInput(AttendanceMsg.checkOutBeforeCheckIn, { time: AttendanceMsg.checkOutBeforeCheckIn })
  const next = {
    time: instant,
    reason: entry.type === 'absent' ? update.reason : null,
    pickedBy: entry.type === 'check_out' ? update.pickedBy : null,
    remarks: update.remarks,
  }
  const changes: Record<string, [unknown, unknown]> = {}
  if (entry.time.getTime() !== instant.getTime())
    changes.time = [entry.time.toISOString(), instant.toISOString()]
  if (entry.reason !== next.reason) changes.reason = [entry.reason, next.reason]
  if (entry.pickedBy !== next.pickedBy) changes.pickedBy = [entry.pickedBy, next.pickedBy]
  if (entry.remarks !== next.remarks) changes.remarks = [entry.remarks, next.remarks]
  const updated = await updateEntry(tx, entry.id, { ...next, recordedBy: who.userId })
  await insertChanges(tx, [
    {
      fkSchool: who.schoolId,
      fkEntry: entry.id,
      changedBy: who.userId,
      action: 'updated',
      changes,
      remark: update.remarks,
    },
  ])
  return updated
}
