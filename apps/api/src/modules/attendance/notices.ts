import { formatDate, singaporeTime } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notifyUsers, tellParent } from '../notifications'
import type { Marker } from './marking'
import { type EntryRow, type HealthCheckRow, selectChildNames, selectParentsOf } from './queries'

const WHAT = { check_in: 'checked in', check_out: 'checked out', absent: 'marked absent' } as const

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
    const name = nameOf.get(entry.fkChild)
    const body =
      entry.type === 'absent'
        ? `${name} was marked absent on ${formatDate(entry.date)}: ${entry.reason}.`
        : `${name} was ${WHAT[entry.type]} at ${singaporeTime(entry.time)}${entry.pickedBy ? ` by ${entry.pickedBy}` : ''}.`
    await notifyUsers(tx, { schoolId: who.schoolId, userIds, title: `${name} ${WHAT[entry.type]}`, body })
  }
  for (const fever of fevers) {
    const name = nameOf.get(fever.fkChild)
    const degrees = ((fever.temperatureTenths ?? 0) / 10).toFixed(1)
    for (const parent of parents.filter((p) => p.childId === fever.fkChild))
      await tellParent(
        tx,
        {
          schoolId: who.schoolId,
          userId: parent.userId,
          title: `Fever: ${name}`,
          body: `${name} had a temperature of ${degrees} °C at the health check at ${singaporeTime(fever.time)}. The centre will contact you.`,
          actionLabel: 'See your child’s day',
        },
        who.publicUrl,
      )
  }
}
