import {
  FinanceFileMsg,
  formatDate,
  formatMoney,
  formatMonth,
  giroDeductionArchiveInputSchema,
  singaporeToday,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import type { StorageDeps } from '../../platform/storage/files'
import type { BankLine } from './bank-formats'
import { originatorOf, storeBankArchive } from './originator'
import {
  type DeductionRow,
  insertDeductions,
  insertFinanceFile,
  selectDeductibleInvoices,
  selectDeductionsOf,
  sendQueuedDeduction,
  updateFinanceFile,
} from './queries'
import { type Actor } from '../../platform/authz/actor'

export const deductionReference = (id: number) => `GD${String(id).padStart(10, '0')}`

type Candidate = Awaited<ReturnType<typeof selectDeductibleInvoices>>[number]

/**
 * What each invoice owes from each account: the CDA part (the CDA-payable amount still owed) from a CDA account,
 * the rest, and the CDA part too when the family has no CDA account, from the ordinary account. Admin, late and
 * failed-deduction fees are never CDA-payable, so they never reach a CDA.
 */
export function splitDeductions(candidates: readonly Candidate[]) {
  const byInvoice = new Map<number, Candidate[]>()
  for (const c of candidates) byInvoice.set(c.invoiceId, [...(byInvoice.get(c.invoiceId) ?? []), c])
  return [...byInvoice.values()].flatMap((accounts) => {
    const inv = accounts[0]
    const cdaPart = Math.min(inv.cdaCents, inv.outstandingCents)
    const cda = accounts.find((a) => a.account.isCda)
    const ordinary = accounts.find((a) => !a.account.isCda)
    const parts = [
      { from: cda, isCda: true, amountCents: cda ? cdaPart : 0 },
      { from: ordinary, isCda: false, amountCents: inv.outstandingCents - (cda ? cdaPart : 0) },
    ]
    return parts.flatMap((p) => (p.from && p.amountCents > 0 ? [{ ...p, from: p.from }] : []))
  })
}

/**
 * generateGiroDeductionArchive: the month's unpaid monthly invoices of families with an approved mandate as bank
 * files (decision 0049-giro), in one transaction with the invoices locked. A part already sent, paid or failed is
 * left out; a failed one queued for a second attempt goes in again.
 */
export async function generateDeductionArchive(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  raw: { month: string; valueDate: string },
) {
  const input = parseInput(giroDeductionArchiveInputSchema, raw)
  if (input.valueDate < singaporeToday())
    throw badInput(FinanceFileMsg.valueDatePast, { valueDate: FinanceFileMsg.valueDatePast })
  return db.transaction(async (tx) => {
    const originator = await originatorOf(tx, actor.schoolId)
    const candidates = await selectDeductibleInvoices(tx, actor.schoolId, input.month)
    const previous = await selectDeductionsOf(tx, actor.schoolId, [
      ...new Set(candidates.map((c) => c.invoiceId)),
    ])
    const due = splitDeductions(candidates).flatMap((part) => {
      const tries = previous.filter((d) => d.fkInvoice === part.from.invoiceId && d.isCda === part.isCda)
      const queued = tries.find((d) => d.status === 'queued')
      if (tries.length > 0 && !queued) return []
      return [{ ...part, queued }]
    })
    if (due.length === 0) throw badInput(FinanceFileMsg.nothingToDeduct)
    const label = `GIRO deductions ${formatMonth(input.month)}, value date ${formatDate(input.valueDate)}`
    const file = await insertFinanceFile(tx, {
      fkSchool: actor.schoolId,
      docType: 'giro_deduction',
      label,
      status: 'generated',
      log: [],
      month: input.month,
      valueDate: input.valueDate,
      fkUser: actor.userId,
    })
    const sent: { row: DeductionRow; part: (typeof due)[number] }[] = []
    for (const part of due.filter((p) => p.queued))
      sent.push({ row: await sendQueuedDeduction(tx, part.queued!.id, file.id, part.amountCents), part })
    const fresh = due.filter((p) => !p.queued)
    const inserted = await insertDeductions(
      tx,
      fresh.map((p) => ({
        fkSchool: actor.schoolId,
        fkInvoice: p.from.invoiceId,
        isCda: p.isCda,
        attempt: 1,
        status: 'sent' as const,
        amountCents: p.amountCents,
        billReference: p.from.account.billReference,
        fkFile: file.id,
      })),
    )
    inserted.forEach((row, i) => sent.push({ row, part: fresh[i] }))
    const line = ({ row, part }: (typeof sent)[number]): BankLine => ({
      bankCode: part.from.account.bankCode,
      accountNumber: part.from.account.number,
      accountName: part.from.account.names.join(' & '),
      amountCents: row.amountCents,
      billReference: part.from.account.billReference ?? '',
      transactionReference: deductionReference(row.id),
    })
    const cda = sent.filter((s) => s.row.isCda).map(line)
    const nonCda = sent.filter((s) => !s.row.isCda).map(line)
    const key = await storeBankArchive(tx, deps, {
      schoolId: actor.schoolId,
      userId: actor.userId,
      name: `giro-deductions-${input.month.slice(0, 7)}`,
      header: {
        direction: 'debit',
        originatorBankCode: originator.bankCode,
        originatorAccount: originator.number,
        originatorName: originator.name,
        originatorId: originator.id,
        valueDate: input.valueDate,
        batchNo: file.id % 100_000,
      },
      lines: { cda, nonCda },
    })
    const total = sent.reduce((sum, s) => sum + s.row.amountCents, 0)
    const retried = sent.filter((s) => s.row.attempt > 1).length
    return updateFinanceFile(tx, file.id, {
      fileKey: key,
      rowCount: sent.length,
      totalCents: total,
      log: [
        `Non-CDA: ${nonCda.length} deduction(s), ${formatMoney(sumOf(nonCda))}`,
        `CDA: ${cda.length} deduction(s), ${formatMoney(sumOf(cda))}`,
        ...(retried > 0 ? [`${retried} second attempt(s) of failed deductions`] : []),
      ],
    })
  })
}

const sumOf = (lines: readonly BankLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0)
