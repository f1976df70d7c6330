import { broadcasts, broadcastScopes } from '../../db/schema'
import { insertRecipients } from '../../modules/broadcasts'
import type { TestSchool } from './school'

/** A broadcast published by `senderId` to a class, its recipients written by the module's own fan-out. */
export async function buildClassBroadcast(
  school: TestSchool,
  opts: { senderId: number; classId: number; subject?: string },
) {
  const [row] = await school.db
    .insert(broadcasts)
    .values({
      fkSchool: school.id,
      fkUser: opts.senderId,
      subject: opts.subject ?? 'Notice',
      description: '<p>Notice</p>',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning()
  await school.db
    .insert(broadcastScopes)
    .values({ fkSchool: school.id, fkBroadcast: row.id, scopeType: 'class', fkClass: opts.classId })
  await insertRecipients(school.db, school.id, row.id)
  return row
}
