import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  broadcastRecipients,
  broadcasts,
  broadcastScopes,
  childClasses,
  childRelations,
  users,
} from '../../schema'
import { insertRecipients } from '../../../modules/broadcasts'
import { demoParent } from '../content/accounts'

const userId = async (tx: Tx, email: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id

/**
 * Published broadcasts the demo's screens show: the principal's to the demo child's class (needing
 * acknowledgement, read by the demo parent), one to the centre and head office's to the whole school; the demo
 * parent has one unread in their inbox.
 */
export async function insertDemoBroadcasts(tx: Tx, today: Date): Promise<void> {
  const parentId = await userId(tx, demoParent.email)
  const principalId = await userId(tx, 'principal@littlesteps.demo')
  const hqId = await userId(tx, 'hq@littlesteps.demo')
  if (!parentId || !principalId || !hqId) return
  const [placement] = await tx
    .select({ schoolId: childClasses.fkSchool, classId: childClasses.fkClass, childId: childClasses.fkChild })
    .from(childClasses)
    .innerJoin(childRelations, eq(childRelations.fkChild, childClasses.fkChild))
    .where(and(eq(childRelations.fkUser, parentId), isNull(childClasses.to)))
    .limit(1)
  if (!placement) return
  const days = (n: number) => new Date(today.getTime() - n * 86_400_000)
  const demo = [
    {
      sender: hqId,
      subject: 'Centres closed on the next public holiday',
      description:
        '<p>All our centres are closed on the public holiday. Enjoy the long weekend with your family!</p>',
      scope: { scopeType: 'school' },
      needsAcknowledgement: false,
      at: days(6),
      read: true,
    },
    {
      sender: principalId,
      subject: 'Sports day: bring sports shoes',
      description:
        '<p>Our sports day is on Friday morning.</p><p>Please bring <strong>sports shoes</strong> and a water bottle.</p>',
      scope: { scopeType: 'class', fkClass: placement.classId },
      needsAcknowledgement: true,
      at: days(2),
      read: false,
    },
  ]
  for (const b of demo) {
    const [row] = await tx
      .insert(broadcasts)
      .values({
        fkSchool: placement.schoolId,
        fkUser: b.sender,
        subject: b.subject,
        description: b.description,
        needsAcknowledgement: b.needsAcknowledgement,
        status: 'published',
        publishedAt: b.at,
        deliveredAt: b.at,
        createdAt: b.at,
        updatedAt: b.at,
      })
      .returning({ id: broadcasts.id })
    await tx.insert(broadcastScopes).values({ fkSchool: placement.schoolId, fkBroadcast: row.id, ...b.scope })
    const count = await insertRecipients(tx, placement.schoolId, row.id)
    await tx.update(broadcasts).set({ recipientCount: count }).where(eq(broadcasts.id, row.id))
    if (b.read)
      await tx
        .update(broadcastRecipients)
        .set({ readAt: sql`${b.at.toISOString()}::timestamptz + interval '3 hours'` })
        .where(eq(broadcastRecipients.fkBroadcast, row.id))
  }
}
