import { addDays, documentNo, formatMoney, type Language, singaporeToday } from '@preschool/domain'
import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { charges, childRelations, invoiceItems, invoiceRunDrafts, invoices } from '../../db/schema'
import { parentInvoicePath, takeDocumentNumbers } from '../ledger'
import { monthIn } from '../../platform/i18n/dates'
import { tellParents } from '../notifications'
import { financeText } from './notice-texts'
import { RUN_BATCH } from './run-draft'
import { advanceRun, type RunDraftRow, selectDraftsToIssue, selectRun, updateRun } from './run-queries'

/** Days a monthly invoice is open from the day it is issued. */
const MONTHLY_DUE_DAYS = 14

const chargeIdsOf = (d: RunDraftRow) => d.lines.flatMap((l) => (l.chargeId ? [l.chargeId] : []))

/** Drafts whose charges were voided or billed since the dry run: they are skipped, never issued stale. */
async function staleDrafts(tx: DbOrTx, drafts: RunDraftRow[]): Promise<Set<number>> {
  const wanted = drafts.flatMap(chargeIdsOf)
  if (wanted.length === 0) return new Set()
  const live = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(inArray(charges.id, wanted), isNull(charges.fkInvoice), isNull(charges.voidedAt)))
  const ok = new Set(live.map((c) => c.id))
  return new Set(drafts.filter((d) => chargeIdsOf(d).some((id) => !ok.has(id))).map((d) => d.id))
}

/** Issues one batch: numbers in one block, invoices and items in one statement each, charges billed, families told. */
const ITEM_ROWS_PER_STATEMENT = 2_000

async function issueBatch(
  tx: DbOrTx,
  publicUrl: string,
  schoolId: number,
  month: string,
  batch: RunDraftRow[],
) {
  const stale = await staleDrafts(tx, batch)
  if (stale.size > 0)
    await tx
      .update(invoiceRunDrafts)
      .set({ skipReason: 'changed' })
      .where(inArray(invoiceRunDrafts.id, [...stale]))
  const drafts = batch.filter((d) => !stale.has(d.id))
  if (drafts.length === 0) return
  const first = await takeDocumentNumbers(tx, schoolId, 'invoice', drafts.length)
  const invoiceDate = singaporeToday()
  const label = financeText('en', 'monthlyFees', { month: monthIn('en', month) })
  const rows = await tx
    .insert(invoices)
    .values(
      drafts.map((d, i) => ({
        fkSchool: schoolId,
        fkCentre: d.fkCentre,
        fkChild: d.fkChild,
        invoiceNo: documentNo('INV', first + i),
        invoiceType: 'monthly' as const,
        label,
        status: 'issued' as const,
        invoiceDate,
        dueDate: addDays(invoiceDate, MONTHLY_DUE_DAYS),
        totalTaxCents: d.taxCents,
        grandTotalCents: d.grandTotalCents,
        outstandingCents: d.grandTotalCents,
        cdaCents: d.cdaCents,
        month,
      })),
    )
    .returning({ id: invoices.id, fkChild: invoices.fkChild, invoiceNo: invoices.invoiceNo })
  const invoiceOf = new Map(rows.map((r) => [r.fkChild, r]))
  const items = drafts.flatMap((d) =>
    d.lines.map((l, position) => ({
      fkSchool: schoolId,
      fkInvoice: invoiceOf.get(d.fkChild)!.id,
      position,
      label: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      taxable: l.taxable,
      amountCents: l.amountCents,
      taxCents: l.taxCents,
      cdaPayable: l.cdaPayable,
      explanation: l.explanation,
    })),
  )
  // A statement carries at most 65,535 parameters (11 a line): a batch with many charges per child would exceed it.
  for (let from = 0; from < items.length; from += ITEM_ROWS_PER_STATEMENT)
    await tx.insert(invoiceItems).values(items.slice(from, from + ITEM_ROWS_PER_STATEMENT))
  const pairs = drafts.map((d) => ({ draft: d.id, invoice: invoiceOf.get(d.fkChild)!.id }))
  await tx.execute(sql`update ${invoiceRunDrafts} set fk_invoice = v.inv
    from (select unnest(${sql.param(pairs.map((p) => p.draft))}::int[]) as id,
                 unnest(${sql.param(pairs.map((p) => p.invoice))}::int[]) as inv) v
    where ${invoiceRunDrafts.id} = v.id`)
  const billed = drafts.flatMap((d) => chargeIdsOf(d).map((c) => ({ c, inv: invoiceOf.get(d.fkChild)!.id })))
  if (billed.length > 0)
    await tx.execute(sql`update ${charges} set fk_invoice = v.inv
      from (select unnest(${sql.param(billed.map((b) => b.c))}::int[]) as id,
                   unnest(${sql.param(billed.map((b) => b.inv))}::int[]) as inv) v
      where ${charges.id} = v.id`)
  await tellFamilies(tx, publicUrl, schoolId, drafts, invoiceOf, month)
}

/** Every guardian of each invoiced child hears of the invoice, in their language: a few statements for the batch. */
async function tellFamilies(
  tx: DbOrTx,
  publicUrl: string,
  schoolId: number,
  drafts: RunDraftRow[],
  invoiceOf: Map<number, { id: number; invoiceNo: string }>,
  month: string,
) {
  const relations = await tx
    .select({ childId: childRelations.fkChild, userId: childRelations.fkUser })
    .from(childRelations)
    .where(
      inArray(
        childRelations.fkChild,
        drafts.map((d) => d.fkChild),
      ),
    )
  const draftOf = new Map(drafts.map((d) => [d.fkChild, d]))
  await tellParents(
    tx,
    relations.map(({ childId, userId }) => {
      const draft = draftOf.get(childId)!
      const invoice = invoiceOf.get(childId)!
      return {
        schoolId,
        userId,
        kind: 'invoice' as const,
        navigate: parentInvoicePath(invoice.id),
        inLanguage: (language: Language) => {
          const label = financeText(language, 'monthlyFees', { month: monthIn(language, month) })
          return {
            title: financeText(language, 'invoiceTitle', { no: invoice.invoiceNo, label }),
            body: financeText(language, 'invoiceReady', {
              label,
              amount: formatMoney(draft.grandTotalCents),
              days: MONTHLY_DUE_DAYS,
            }),
            actionLabel: financeText(language, 'seeInvoice'),
          }
        },
      }
    }),
    publicUrl,
  )
}

/** Issues an approved run batch by batch from its cursor (resumable like the dry run); ends in 'issued'. */
export async function issueRun(
  db: DbOrTx,
  publicUrl: string,
  schoolId: number,
  runId: number,
): Promise<void> {
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const run = await selectRun(tx, schoolId, runId, { lock: true })
      if (run?.status !== 'issuing') return true
      const batch = await selectDraftsToIssue(tx, runId, run.cursorChild, RUN_BATCH)
      if (batch.length === 0) {
        await updateRun(tx, runId, { status: 'issued' })
        return true
      }
      await issueBatch(tx, publicUrl, schoolId, run.month, batch)
      await advanceRun(tx, runId, batch.length, batch[batch.length - 1].fkChild)
      return false
    })
    if (done) return
  }
}
