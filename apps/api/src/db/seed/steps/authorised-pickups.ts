import { sql } from 'drizzle-orm'
import type { Tx } from '../../client'
import { authorisedPickups, childRelations } from '../../schema'

/**
 * One authorised pickup person for every demo child with a parent (a grandmother, with a mobile made from the
 * child's id), so the kiosk's check-out and the child's page show a real list on `npm start`.
 */
export async function insertDemoAuthorisedPickups(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into ${authorisedPickups} (fk_school, fk_child, name, relation, mobile)
    select distinct on (fk_child) fk_school, fk_child, 'Mdm Lim Siew Hoon', 'Grandmother',
      '8' || lpad((fk_child % 10000000)::text, 7, '0')
    from ${childRelations}
    order by fk_child`)
}
