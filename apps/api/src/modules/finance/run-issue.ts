import { addDays, documentNo, formatMoney, type Language, singaporeToday } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parentInvoicePath, takeDocumentNumbers } from '../ledger'
import { monthIn } from '../../platform/i18n/dates'
import { tellParents } from '../notifications'
import { financeText } from './notice-texts'
import { RUN_BATCH } from './run-draft'
import {
  billCharges,
  type DraftToIssue,
  insertInvoicesOfDrafts,
  insertItemsOfDrafts,
  markDraftsChanged,
  selectDraftCharges,
  selectDraftsToIssue,
  selectGuardiansOf,
} from './run-issue-queries'
import { advanceRun, selectRun, updateRun } from './run-queries'

/** Days a monthly invoice is open from the day it is issued. */
const MONTHLY_DUE_DAYS = 14

/**
 * Issues one batch in a handful of set statements: drafts whose charges were voided or billed since the dry run are
 * skipped (never issued stale); the rest get numbers in one block, their invoices and items, and their charges billed;
 * then the families are told.
 */
async function issueBatch(
  tx: DbOrTx,
  publicUrl: string,
  schoolId: number,
  month: string,
  batch: DraftToIssue[],
) {
  const lineCharges = await selectDraftCharges(
    tx,
    batch.map((d) => d.id),
  )
  const stale = new Set(lineCharges.filter((c) => !c.live).map((c) => c.draftId))
  if (stale.size > 0) await markDraftsChanged(tx, [...stale])
  const drafts = batch.filter((d) => !stale.has(d.id))
  if (drafts.length === 0) return
  const first = await takeDocumentNumbers(tx, schoolId, 'invoice', drafts.length)
  const invoiceDate = singaporeToday()
  const issued = await insertInvoicesOfDrafts(
    tx,
    {
      schoolId,
      label: financeText('en', 'monthlyFees', { month: monthIn('en', month) }),
      invoiceDate,
      dueDate: addDays(invoiceDate, MONTHLY_DUE_DAYS),
    },
    drafts.map((d) => d.id),
    drafts.map((_, i) => documentNo('INV', first + i)),
  )
  const invoiceOf = new Map(issued.map((r) => [r.fkChild, { id: r.invoiceId, invoiceNo: r.invoiceNo }]))
  const invoiceOfDraft = new Map(issued.map((r) => [r.draftId, r.invoiceId]))
  await insertItemsOfDrafts(
    tx,
    drafts.map((d) => d.id),
  )
  const billed = lineCharges
    .filter((c) => !stale.has(c.draftId))
    .map((c) => ({ chargeId: c.chargeId, invoiceId: invoiceOfDraft.get(c.draftId)! }))
  // A charge voided or billed by another request since the check: roll the batch back; the job's retry skips it.
  if ((await billCharges(tx, billed)) !== billed.length)
    throw new Error('a charge of the batch changed while it was issued')
  await tellFamilies(tx, publicUrl, schoolId, drafts, invoiceOf, month)
}

/** Every guardian of each invoiced child hears of the invoice, in their language: a few statements for the batch. */
async function tellFamilies(
  tx: DbOrTx,
  publicUrl: string,
  schoolId: number,
  drafts: DraftToIssue[],
  invoiceOf: Map<number, { id: number; invoiceNo: string }>,
  month: string,
) {
  const relations = await selectGuardiansOf(
    tx,
    drafts.map((d) => d.fkChild),
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
