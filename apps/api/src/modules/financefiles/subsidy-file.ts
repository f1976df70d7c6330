import {
  FinanceFileMsg,
  formatMoney,
  formatMonth,
  parseCsvFile,
  SUBSIDY_FILE_HEADER,
  subsidyRowSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { StorageDeps } from '../../platform/storage/files'
import { issueCreditNote } from '../ledger'
import { insertSubsidyRow, selectSubsidyTargets } from './queries'
import { applyUploadedFile, RowsFailed } from './upload'
import { type Actor } from '../../platform/authz/actor'

const COLUMNS = SUBSIDY_FILE_HEADER.split(',')

/**
 * uploadSubsidyFile: one line per child and month (birth certificate, YYYY-MM, cents; decision 0049-giro), each a
 * credit note on the child's issued monthly invoice of that month. Every line is checked first (known child, an
 * invoice still owing at least the amount, no line twice); one failing line applies none.
 */
export function uploadSubsidyCsv(db: Db, deps: StorageDeps, actor: Actor, fileKey: string) {
  return applyUploadedFile(
    db,
    deps,
    actor,
    { fileKey, docType: 'subsidy', label: 'Subsidy' },
    (tx, text, fileId) => applySubsidies(tx, actor, text, fileId),
  )
}

async function applySubsidies(tx: DbOrTx, actor: Actor, text: string, fileId: number) {
  const parsed = parseCsvFile(text, SUBSIDY_FILE_HEADER, subsidyRowSchema, COLUMNS)
  if (!parsed.ok) throw new RowsFailed(parsed.errors)
  const certificates = [...new Set(parsed.rows.map((r) => r.row.birthCertificate.toUpperCase()))]
  const owed = await selectSubsidyTargets(tx, actor.schoolId, certificates)
  const errors: string[] = []
  const seen = new Set<string>()
  const plan: { invoiceId: number; invoiceNo: string; amountCents: number; remark: string }[] = []
  for (const { line, row } of parsed.rows) {
    const cert = row.birthCertificate.toUpperCase()
    const key = `${cert}/${row.month}`
    const child = owed.filter((o) => o.certificate === cert)
    const invoice = child.find((o) => o.month === `${row.month}-01`)
    const problem = seen.has(key)
      ? FinanceFileMsg.duplicateRow
      : child.length === 0
        ? FinanceFileMsg.unknownChild
        : !invoice?.invoiceId
          ? FinanceFileMsg.noInvoice
          : row.amountCents > (invoice.outstandingCents ?? 0)
            ? FinanceFileMsg.overOutstanding(formatMoney(invoice.outstandingCents ?? 0))
            : null
    seen.add(key)
    if (problem || !invoice?.invoiceId) errors.push(`Line ${line}: ${problem}`)
    else
      plan.push({
        invoiceId: invoice.invoiceId,
        invoiceNo: invoice.invoiceNo!,
        amountCents: row.amountCents,
        remark: (row.remark.trim() || `Subsidy for ${formatMonth(row.month)}`).slice(0, 500),
      })
  }
  if (errors.length > 0) throw new RowsFailed(errors)
  const log: string[] = []
  for (const p of plan) {
    const note = await issueCreditNote(tx, {
      ...actor,
      invoiceId: p.invoiceId,
      amountCents: p.amountCents,
      remark: p.remark,
    })
    await insertSubsidyRow(tx, {
      fkSchool: actor.schoolId,
      fkFile: fileId,
      fkInvoice: p.invoiceId,
      fkCreditNote: note.id,
      amountCents: p.amountCents,
    })
    log.push(`${note.creditNoteNo}: ${formatMoney(p.amountCents)} on invoice ${p.invoiceNo}`)
  }
  const total = plan.reduce((sum, p) => sum + p.amountCents, 0)
  return {
    rowCount: plan.length,
    totalCents: total,
    log: [`${plan.length} credit note(s), ${formatMoney(total)}`, ...log],
  }
}
