import {
  FinanceFileMsg,
  formatDate,
  formatMoney,
  GIRO_RETURN_HEADER,
  giroReturnRowSchema,
  parseCsvFile,
  SchoolConfigKey,
  singaporeToday,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import type { StorageDeps } from '../../platform/storage/files'
import { raiseRefund, settleInvoice } from '../ledger'
import { selectSchoolConfig } from '../tenancy'
import { tellFailedDeduction } from './notices'
import {
  insertDeductions,
  recordDeductionResult,
  recordRefundResult,
  selectDeductionsByIds,
  selectRefundsByIds,
} from './queries'
import { applyUploadedFile, RowsFailed } from './upload'
import { type Actor } from '../../platform/authz/actor'

const COLUMNS = GIRO_RETURN_HEADER.split(',')
/** A failed deduction is tried at most once more (the first attempt and one retry). */
const MAX_ATTEMPTS = 2
const MAX_ID = 2_147_483_647

/**
 * uploadGiroFile: the bank's return file (decision 0049-giro). Every line is checked against what was sent (the
 * reference, the mandate's bill reference, the amount) before anything is applied; then each success settles its
 * invoice with a receipt (or completes its refund) and each failure keeps the invoice owed with the bank's reason,
 * tells the family and, where the school allows, queues a second attempt. One transaction for the whole file.
 */
export function uploadGiroReturnFile(
  db: Db,
  deps: StorageDeps & { config: Config },
  actor: Actor,
  fileKey: string,
) {
  return applyUploadedFile(
    db,
    deps,
    actor,
    { fileKey, docType: 'giro_return', label: 'GIRO return' },
    (tx, text, fileId) => applyReturn(tx, deps.config, actor, text, fileId),
  )
}

async function applyReturn(tx: DbOrTx, config: Config, actor: Actor, text: string, fileId: number) {
  const parsed = parseCsvFile(text, GIRO_RETURN_HEADER, giroReturnRowSchema, COLUMNS)
  if (!parsed.ok) throw new RowsFailed(parsed.errors)
  const idOf = (ref: string) => Number(ref.slice(2))
  // Ten digits may exceed an id column: such a reference is simply unknown (never a database error).
  const idsOf = (prefix: string) =>
    parsed.rows
      .filter((r) => r.row.reference.startsWith(prefix))
      .map((r) => idOf(r.row.reference))
      .filter((id) => id <= MAX_ID)
  // By id: a bank file has a row per family, so each row's lookup must not scan them all.
  const deductions = new Map(
    (await selectDeductionsByIds(tx, actor.schoolId, idsOf('GD'))).map((d) => [d.deduction.id, d]),
  )
  const refunds = new Map((await selectRefundsByIds(tx, actor.schoolId, idsOf('RF'))).map((r) => [r.id, r]))
  const errors: string[] = []
  const seen = new Set<string>()
  for (const { line, row } of parsed.rows) {
    const problem = seen.has(row.reference)
      ? FinanceFileMsg.duplicateRow
      : row.reference.startsWith('GD')
        ? deductionProblem(deductions.get(idOf(row.reference)), row)
        : refundProblem(refunds.get(idOf(row.reference)), row)
    seen.add(row.reference)
    if (problem) errors.push(`Line ${line}: ${problem}`)
  }
  if (errors.length > 0) throw new RowsFailed(errors)

  const retry =
    (await selectSchoolConfig(tx, actor.schoolId, SchoolConfigKey.giroRetryFailedDeduction))?.value === '1'
  const today = singaporeToday()
  let paid = 0
  let failed = 0
  let total = 0
  const log: string[] = []
  for (const { row } of parsed.rows) {
    total += row.amountCents
    if (row.reference.startsWith('RF')) {
      const ok = row.status === 'S'
      await recordRefundResult(
        tx,
        idOf(row.reference),
        ok
          ? { paid: true, date: today }
          : { paid: false, remark: `GIRO refund failed: ${row.reasonCode} ${row.reasonText}`.trim() },
      )
      if (ok) {
        paid++
        continue
      }
      failed++
      log.push(`${row.reference}: refund failed (${row.reasonCode} ${row.reasonText}); it is pending again`)
      continue
    }
    const { deduction, invoice } = deductions.get(idOf(row.reference))!
    if (row.status === 'S') {
      paid++
      await recordDeductionResult(tx, deduction.id, {
        status: 'paid',
        fkReturnFile: fileId,
        reasonCode: null,
        reasonText: null,
      })
      // Paid meanwhile by other means: the bank's money beyond what is owed goes back to the family.
      const owed = Math.min(invoice.status === 'issued' ? invoice.outstandingCents : 0, deduction.amountCents)
      if (owed > 0)
        await settleInvoice(tx, config, {
          schoolId: actor.schoolId,
          invoiceId: invoice.id,
          amountCents: owed,
          paymentType: 'giro',
          reference: row.reference,
          actorId: actor.userId,
        })
      if (deduction.amountCents > owed) {
        await raiseRefund(tx, {
          schoolId: actor.schoolId,
          centreId: invoice.fkCentre,
          childId: invoice.fkChild,
          refundDate: today,
          label: `GIRO deduction ${row.reference} beyond invoice ${invoice.invoiceNo}`,
          amountCents: deduction.amountCents - owed,
          refundType: 'overpayment',
          isCda: deduction.isCda,
          source: 'payment',
          sourceId: deduction.id,
          createdBy: actor.userId,
        })
        log.push(
          `${row.reference}: ${formatMoney(deduction.amountCents - owed)} more than invoice ${invoice.invoiceNo} owed, to be refunded`,
        )
      }
      continue
    }
    failed++
    await recordDeductionResult(tx, deduction.id, {
      status: 'failed',
      fkReturnFile: fileId,
      reasonCode: row.reasonCode.trim(),
      reasonText: row.reasonText.trim(),
    })
    const again = retry && deduction.attempt < MAX_ATTEMPTS
    if (again)
      await insertDeductions(tx, [
        {
          fkSchool: actor.schoolId,
          fkInvoice: invoice.id,
          isCda: deduction.isCda,
          attempt: deduction.attempt + 1,
          status: 'queued',
          amountCents: deduction.amountCents,
          billReference: deduction.billReference,
        },
      ])
    await tellFailedDeduction(tx, config.publicUrl, {
      invoice,
      amountCents: deduction.amountCents,
      reason: `${row.reasonCode} ${row.reasonText}`.trim(),
      retried: again,
    })
    log.push(
      `${row.reference}: invoice ${invoice.invoiceNo} not paid (${row.reasonCode} ${row.reasonText})${again ? '; a second deduction is queued' : ''}`.replace(
        /\s+\)/,
        ')',
      ),
    )
  }
  return {
    rowCount: parsed.rows.length,
    totalCents: total,
    log: [`${paid} paid, ${failed} failed (${formatDate(today)})`, ...log],
  }
}

type Found = Awaited<ReturnType<typeof selectDeductionsByIds>>[number] | undefined
type Row = { billReference: string; amountCents: number }

function deductionProblem(found: Found, row: Row): string | null {
  if (!found) return FinanceFileMsg.unknownReference
  if (found.deduction.status !== 'sent') return FinanceFileMsg.notSent
  if (found.deduction.amountCents !== row.amountCents)
    return FinanceFileMsg.amountMismatch(formatMoney(found.deduction.amountCents))
  if ((found.deduction.billReference ?? '') !== row.billReference.trim())
    return FinanceFileMsg.billReferenceMismatch
  return null
}

function refundProblem(
  found: { status: string; paidVia: string | null; amountCents: number } | undefined,
  row: Row,
) {
  if (!found) return FinanceFileMsg.unknownReference
  if (found.status !== 'processing' || found.paidVia !== 'giro') return FinanceFileMsg.notSent
  if (found.amountCents !== row.amountCents)
    return FinanceFileMsg.amountMismatch(formatMoney(found.amountCents))
  return null
}
