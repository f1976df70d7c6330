import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { creditNotes, invoices } from '../../db/schema'

/**
 * Serialises, until the caller's transaction ends, the calls that carry one form's request key in a school: the
 * second of two simultaneous submits waits here, then finds the first's document (the unique index on
 * `request_key` is the database's last word should anything get past this).
 */
export async function lockRequestKey(tx: DbOrTx, schoolId: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`request:${schoolId}:${key}`}, 0))`)
}

/** The ad hoc invoice a request key already made, if any. */
export async function selectInvoiceByRequestKey(db: DbOrTx, schoolId: number, key: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.requestKey, key)))
  return row ?? null
}

/** The credit note a request key already made, if any. */
export async function selectCreditNoteByRequestKey(db: DbOrTx, schoolId: number, key: string) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.fkSchool, schoolId), eq(creditNotes.requestKey, key)))
  return row ?? null
}
