import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import { childActivityLogs, childClasses, childRelations, classes, userAddresses, users } from '../../schema'
import { demoParent } from '../content/accounts'
import { demoClassCentre } from '../content/classes'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

/**
 * What the activity tab of every demo child shows: its placement in a class by the principal, on the day it
 * started, and for some a change of particulars and a staff note (which the parent does not see). The demo parent
 * has a home address to edit from the child profile.
 */
export async function insertDemoChildActivity(tx: Tx, seededCentres: ReadonlyMap<string, SeededCentre>) {
  const centre = lookup(seededCentres, demoClassCentre, 'centre')
  const [principal] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'principal@littlesteps.demo'))
  const placed = await tx
    .select({
      childId: childClasses.fkChild,
      from: childClasses.from,
      classId: classes.id,
      label: classes.label,
    })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .where(eq(classes.fkCentre, centre.id))
  const at = (day: string, hour: number) => new Date(`${day}T0${hour}:30:00+08:00`)
  for (const [i, p] of placed.entries()) {
    const base = { fkSchool: centre.fkSchool, fkChild: p.childId, fkUser: principal?.id ?? null }
    await tx.insert(childActivityLogs).values({
      ...base,
      mode: 'system',
      action: 'class_assigned',
      code: String(p.classId),
      remark: `Placed in class ${p.label} from ${p.from}`,
      createdAt: at(p.from, 8),
    })
    if (i % 2 === 0)
      await tx.insert(childActivityLogs).values({
        ...base,
        mode: 'system',
        action: 'particulars_changed',
        remark: 'Changed number of family members',
        createdAt: at(p.from, 9),
      })
    if (i % 3 === 0)
      await tx.insert(childActivityLogs).values({
        ...base,
        mode: 'note',
        action: 'note',
        remark: 'Settling in well; parent asked about the afternoon nap',
        createdAt: at(p.from, 9),
      })
  }
  const [parent] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(childRelations, eq(childRelations.fkUser, users.id))
    .where(and(eq(users.email, demoParent.email), eq(users.fkSchool, centre.fkSchool)))
    .limit(1)
  if (parent)
    await tx
      .insert(userAddresses)
      .values({
        fkSchool: centre.fkSchool,
        fkUser: parent.id,
        postcode: '529510',
        address: '10 Tampines Central 1',
        unit: '#08-12',
      })
      .onConflictDoNothing()
}
