import { formatDate, singaporeTime } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notifyParents, tellParent } from '../notifications'
import { attendanceText } from './notice-texts'
import type { Marker } from './marking'
import { type EntryRow, type HealthCheckRow, selectChildNames, selectParentsOf } from './queries'

const TITLE = { check_in: 'checkInTitle', check_out: 'checkOutTitle', absent: 'absentTitle' } as const
const BODY = { check_in: 'checkIn', check_out: 'checkOut' } as const
const BODY_BY = { check_in: 'checkInBy', check_out: 'checkOutBy' } as const

/**
 * Tells each marked child's parents by bell (checked in at 08:05, checked out at 18:40), and by bell and email of a
 * fever at the health check, in the marking's transaction: the notices exist exactly when the marks do.
 */
export async function tellParentsOfMarks(
  tx: DbOrTx,
  who: Marker,
  entries: EntryRow[],
  fevers: HealthCheckRow[],
): Promise<void> {
  const childIds = entries.map((e) => e.fkChild)
  const [parents, names] = await Promise.all([selectParentsOf(tx, childIds), selectChildNames(tx, childIds)])
  const nameOf = new Map(names.map((c) => [c.id, `${c.firstname} ${c.lastname}`]))
  for (const entry of entries) {
    const userIds = parents.filter((p) => p.childId === entry.fkChild).map((p) => p.userId)
    const name = nameOf.get(entry.fkChild) ?? ''
    await notifyParents(tx, {
      schoolId: who.schoolId,
      userIds,
      kind: 'attendance',
      inLanguage: (language) => ({
        title: attendanceText(language, TITLE[entry.type], { name }),
        body:
          entry.type === 'absent'
            ? attendanceText(language, 'absent', {
                name,
                date: formatDate(entry.date),
                reason: entry.reason ?? '',
              })
            : attendanceText(language, entry.pickedBy ? BODY_BY[entry.type] : BODY[entry.type], {
                name,
                time: singaporeTime(entry.time),
                by: entry.pickedBy ?? '',
              }),
      }),
    })
  }
  for (const fever of fevers) {
    const name = nameOf.get(fever.fkChild) ?? ''
    const degrees = ((fever.temperatureTenths ?? 0) / 10).toFixed(1)
    for (const parent of parents.filter((p) => p.childId === fever.fkChild))
      await tellParent(
        tx,
        {
          schoolId: who.schoolId,
          userId: parent.userId,
          inLanguage: (language) => ({
            title: attendanceText(language, 'feverTitle', { name }),
            body: attendanceText(language, 'fever', { name, degrees, time: singaporeTime(fever.time) }),
            actionLabel: attendanceText(language, 'seeDay'),
          }),
        },
        who.publicUrl,
      )
  }
}
