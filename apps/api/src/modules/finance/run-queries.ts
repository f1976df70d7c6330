import { LIVE_RUN_STATUSES } from '@preschool/domain'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { insertMany } from '../../db/insert-many'
import { invoiceRunDrafts, invoiceRuns } from '../../db/schema'
import type { ChildDraft } from './draft-lines'

export type InvoiceRunRow = typeof invoiceRuns.$inferSelect
export type RunDraftRow = typeof invoiceRunDrafts.$inferSelect

export async function selectRun(
  db: DbOrTx,
  schoolId: number,
  runId: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRunRow | null> {
  const q = db
    .select()
    .from(invoiceRuns)
    .where(and(eq(invoiceRuns.fkSchool, schoolId), eq(invoiceRuns.id, runId)))
  const [row] = await (opts.lock ? q.for('update') : q)
  return row ?? null
}

/** Live runs of a month whose children may overlap a run of `centreId` (null: the whole school). */
export function selectOverlappingRuns(db: DbOrTx, schoolId: number, month: string, centreId: number | null) {
  return db
    .select({ id: invoiceRuns.id })
    .from(invoiceRuns)
    .where(
      and(
        eq(invoiceRuns.fkSchool, schoolId),
        eq(invoiceRuns.month, month),
        inArray(invoiceRuns.status, [...LIVE_RUN_STATUSES]),
        centreId === null
          ? undefined
          : sql`(${invoiceRuns.fkCentre} is null or ${invoiceRuns.fkCentre} = ${centreId})`,
      ),
    )
}

export async function insertRun(db: DbOrTx, values: typeof invoiceRuns.$inferInsert) {
  const [row] = await db.insert(invoiceRuns).values(values).returning()
  return row
}

export async function updateRun(
  db: DbOrTx,
  runId: number,
  values: Partial<typeof invoiceRuns.$inferInsert>,
): Promise<InvoiceRunRow> {
  const [row] = await db.update(invoiceRuns).set(values).where(eq(invoiceRuns.id, runId)).returning()
  return row
}

/** A batch's progress: `count` more children done, the cursor at the last of them. */
export function advanceRun(db: DbOrTx, runId: number, count: number, cursorChild: number) {
  return db
    .update(invoiceRuns)
    .set({ processed: sql`${invoiceRuns.processed} + ${count}`, cursorChild })
    .where(eq(invoiceRuns.id, runId))
}

/** Writes a batch's drafts in one statement; a child's earlier draft of the month (not issued) is replaced. */
export async function upsertDrafts(db: DbOrTx, run: InvoiceRunRow, drafts: ChildDraft[]) {
  if (drafts.length === 0) return
  const rows = drafts.map((d) => ({
    fkSchool: run.fkSchool,
    fkRun: run.id,
    fkCentre: d.centreId,
    fkChild: d.childId,
    month: run.month,
    skipReason: d.skipReason,
    lines: d.lines,
    subtotalCents: d.subtotalCents,
    taxCents: d.taxCents,
    grandTotalCents: d.grandTotalCents,
    cdaCents: d.cdaCents,
    previousTotalCents: d.previousTotalCents,
  }))
  // One array per column (a batch's 500 drafts and their lines were 6,000 parameters for drizzle to build).
  await db.execute(sql`${insertMany(invoiceRunDrafts, rows)}
    on conflict (fk_school, month, fk_child) do update set
      fk_run = excluded.fk_run, fk_centre = excluded.fk_centre, skip_reason = excluded.skip_reason,
      lines = excluded.lines, subtotal_cents = excluded.subtotal_cents, tax_cents = excluded.tax_cents,
      grand_total_cents = excluded.grand_total_cents, cda_cents = excluded.cda_cents,
      previous_total_cents = excluded.previous_total_cents
    where ${invoiceRunDrafts.fkInvoice} is null`)
}

export function deleteRunDrafts(db: DbOrTx, runId: number) {
  return db
    .delete(invoiceRunDrafts)
    .where(and(eq(invoiceRunDrafts.fkRun, runId), isNull(invoiceRunDrafts.fkInvoice)))
}
