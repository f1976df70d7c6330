import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, consents, enquiries } from '../../db/schema'

export async function insertConsents(tx: DbOrTx, rows: (typeof consents.$inferInsert)[]) {
  await tx.insert(consents).values(rows)
}

/** The consents a user gave, newest first, with the centre of the enquiry each was given with. */
export function selectConsentsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: consents.id,
      kind: consents.kind,
      version: consents.version,
      textHash: consents.textHash,
      givenAt: consents.givenAt,
      fkEnquiry: consents.fkEnquiry,
      centreLabel: centres.label,
    })
    .from(consents)
    .leftJoin(enquiries, eq(enquiries.id, consents.fkEnquiry))
    .leftJoin(centres, eq(centres.id, enquiries.fkCentre))
    .where(eq(consents.fkUser, userId))
    .orderBy(desc(consents.givenAt), desc(consents.id))
}
