import { eq, sql } from 'drizzle-orm'
import { storeGeneratedFile, type StorageDeps } from '../../../platform/storage/files'
import type { Tx } from '../../client'
import { authorisedPickups, childRelations } from '../../schema'
import { demoPng } from './event-photos'

/** The demo portraits' colours: three, shared round the list (a photo is deleted only when no person shows it). */
const PORTRAITS: [number, number, number][] = [
  [190, 110, 80],
  [90, 120, 170],
  [120, 150, 90],
]

/**
 * One authorised pickup person for every demo child with a parent (a grandmother, with a mobile made from the
 * child's id), so the kiosk's check-out and the child's Pickups tab show a real list on `npm start`; with the
 * storage (the server passes it at start) each has a small generated photo.
 */
export async function insertDemoAuthorisedPickups(tx: Tx, deps?: StorageDeps): Promise<void> {
  await tx.execute(sql`
    insert into ${authorisedPickups} (fk_school, fk_child, name, relation, mobile)
    select distinct on (fk_child) fk_school, fk_child, 'Mdm Lim Siew Hoon', 'Grandmother',
      '8' || lpad((fk_child % 10000000)::text, 7, '0')
    from ${childRelations}
    order by fk_child`)
  if (!deps) return
  const schools = await tx.selectDistinct({ id: authorisedPickups.fkSchool }).from(authorisedPickups)
  for (const school of schools) {
    const keys: string[] = []
    for (const [index, rgb] of PORTRAITS.entries()) {
      const file = await storeGeneratedFile(tx, deps, {
        schoolId: school.id,
        userId: null,
        purpose: 'pickup_photo',
        filename: `grandmother-${index + 1}.png`,
        format: 'png',
        bytes: demoPng(rgb, 96, 96),
      })
      keys.push(file.key)
    }
    await tx
      .update(authorisedPickups)
      .set({ photoKey: sql`(${sql.param(keys)}::text[])[${authorisedPickups.id} % ${keys.length} + 1]` })
      .where(eq(authorisedPickups.fkSchool, school.id))
  }
}
