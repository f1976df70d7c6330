import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

/** The cheapest round trip: answers when the database does. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`)
}
