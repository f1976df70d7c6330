import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centreAddresses, centres } from '../../db/schema'

export type CentreRow = typeof centres.$inferSelect
export type CentreAddressRow = typeof centreAddresses.$inferSelect
export type CentreWithAddresses = CentreRow & { addresses: CentreAddressRow[] }

/** Attaches addresses to a list of centres with one query for the whole list. */
export async function withAddresses(db: DbOrTx, rows: CentreRow[]): Promise<CentreWithAddresses[]> {
  if (rows.length === 0) return []
  const addresses = await db
    .select()
    .from(centreAddresses)
    .where(
      inArray(
        centreAddresses.fkCentre,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(centreAddresses.id))
  return rows.map((centre) => ({ ...centre, addresses: addresses.filter((a) => a.fkCentre === centre.id) }))
}

/** A school's centres matching `where`, sorted by label, with their addresses. */
export async function selectCentres(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
): Promise<CentreWithAddresses[]> {
  const rows = await db
    .select()
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), where))
    .orderBy(asc(centres.label), asc(centres.id))
  return withAddresses(db, rows)
}
