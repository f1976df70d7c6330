import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  bankAccounts,
  childRelations,
  bankBicCodes,
  FINANCE_FILE_TYPES,
  financeFiles,
  giroDeductions,
  children,
  invoices,
  refunds,
  subsidyFileRows,
  users,
} from '../../db/schema'

export type FinanceFileType = (typeof FINANCE_FILE_TYPES)[number]
export type FinanceFileRow = typeof financeFiles.$inferSelect
export type DeductionRow = typeof giroDeductions.$inferSelect

export async function insertFinanceFile(tx: DbOrTx, values: typeof financeFiles.$inferInsert) {
  const [row] = await tx.insert(financeFiles).values(values).returning()
  return row
}

export async function updateFinanceFile(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof financeFiles.$inferInsert>,
) {
  const [row] = await tx.update(financeFiles).set(values).where(eq(financeFiles.id, id)).returning()
  return row
}

/** The applied file of the school with these bytes, if any (a replayed upload). */
export async function selectAppliedByContent(
  tx: DbOrTx,
  schoolId: number,
  docType: FinanceFileType,
  sha: string,
) {
  const [row] = await tx
    .select()
    .from(financeFiles)
    .where(
      and(
        eq(financeFiles.fkSchool, schoolId),
        eq(financeFiles.docType, docType),
        eq(financeFiles.contentSha256, sha),
        eq(financeFiles.status, 'applied'),
      ),
    )
    .limit(1)
  return row
}

/** A page of the school's files of some types, newest first, with the name of who made or uploaded each. */
export async function selectFinanceFiles(
  db: DbOrTx,
  schoolId: number,
  types: readonly FinanceFileType[],
  page: { limit: number; offset: number },
) {
  const where = and(eq(financeFiles.fkSchool, schoolId), inArray(financeFiles.docType, [...types]))
  const [rows, [total]] = await Promise.all([
    db
      .select({
        file: financeFiles,
        userName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
      })
      .from(financeFiles)
      .leftJoin(users, eq(users.id, financeFiles.fkUser))
      .where(where)
      .orderBy(desc(financeFiles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(financeFiles).where(where),
  ])
  return { rows, totalCount: total.n }
}

/**
 * The month's monthly invoices still owed, of children holding an approved GIRO account, with each account
 * (a child may hold a CDA and a non-CDA one) and the deductions already made of the invoice.
 */
export async function selectDeductibleInvoices(tx: DbOrTx, schoolId: number, month: string) {
  return tx
    .select({
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      outstandingCents: invoices.outstandingCents,
      cdaCents: invoices.cdaCents,
      grandTotalCents: invoices.grandTotalCents,
      account: {
        isCda: bankAccounts.isCda,
        number: bankAccounts.payerAccountNumber,
        names: bankAccounts.payerAccountNames,
        billReference: bankAccounts.billReferenceNumber,
        bankCode: bankBicCodes.bankCode,
      },
    })
    .from(invoices)
    .innerJoin(
      bankAccounts,
      and(
        eq(bankAccounts.fkChild, invoices.fkChild),
        eq(bankAccounts.fkSchool, schoolId),
        eq(bankAccounts.status, 'approved'),
      ),
    )
    .innerJoin(bankBicCodes, eq(bankBicCodes.id, bankAccounts.fkBankBicCode))
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        eq(invoices.month, month),
        eq(invoices.invoiceType, 'monthly'),
        eq(invoices.status, 'issued'),
        sql`${invoices.outstandingCents} > 0`,
      ),
    )
    .orderBy(invoices.invoiceNo, bankAccounts.isCda)
    .for('update', { of: invoices })
}

export function selectDeductionsOf(tx: DbOrTx, schoolId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return tx
    .select()
    .from(giroDeductions)
    .where(and(eq(giroDeductions.fkSchool, schoolId), inArray(giroDeductions.fkInvoice, invoiceIds)))
}

export async function insertDeductions(tx: DbOrTx, values: (typeof giroDeductions.$inferInsert)[]) {
  if (values.length === 0) return []
  return tx.insert(giroDeductions).values(values).returning()
}

export async function sendQueuedDeduction(tx: DbOrTx, id: number, fileId: number, amountCents: number) {
  const [row] = await tx
    .update(giroDeductions)
    .set({ status: 'sent', fkFile: fileId, amountCents })
    .where(eq(giroDeductions.id, id))
    .returning()
  return row
}

/** The school's deductions and refunds a return file names, locked: a second file racing this one waits. */
export function selectDeductionsByIds(tx: DbOrTx, schoolId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select({ deduction: giroDeductions, invoice: invoices })
    .from(giroDeductions)
    .innerJoin(invoices, eq(invoices.id, giroDeductions.fkInvoice))
    .where(and(eq(giroDeductions.fkSchool, schoolId), inArray(giroDeductions.id, ids)))
    .for('update', { of: giroDeductions })
}

export async function recordDeductionResult(
  tx: DbOrTx,
  id: number,
  values: Pick<DeductionRow, 'status' | 'fkReturnFile' | 'reasonCode' | 'reasonText'>,
) {
  await tx.update(giroDeductions).set(values).where(eq(giroDeductions.id, id))
}

/** Pending refunds of the school with the approved account of their kind (CDA back to the CDA account). */
export function selectRefundsToPay(tx: DbOrTx, schoolId: number) {
  return tx
    .select({
      refund: refunds,
      account: {
        number: bankAccounts.payerAccountNumber,
        names: bankAccounts.payerAccountNames,
        billReference: bankAccounts.billReferenceNumber,
        bankCode: bankBicCodes.bankCode,
      },
    })
    .from(refunds)
    .leftJoin(
      bankAccounts,
      and(
        eq(bankAccounts.fkChild, refunds.fkChild),
        eq(bankAccounts.isCda, refunds.isCda),
        eq(bankAccounts.status, 'approved'),
      ),
    )
    .leftJoin(bankBicCodes, eq(bankBicCodes.id, bankAccounts.fkBankBicCode))
    .where(and(eq(refunds.fkSchool, schoolId), eq(refunds.status, 'pending')))
    .orderBy(refunds.id)
    .for('update', { of: refunds })
}

export async function markRefundsSent(tx: DbOrTx, ids: number[], fileLabel: string) {
  if (ids.length === 0) return
  await tx
    .update(refunds)
    .set({ status: 'processing', paidVia: 'giro', referenceNo: fileLabel.slice(0, 100) })
    .where(inArray(refunds.id, ids))
}

export function selectRefundsByIds(tx: DbOrTx, schoolId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.fkSchool, schoolId), inArray(refunds.id, ids)))
    .for('update')
}

export async function recordRefundResult(
  tx: DbOrTx,
  id: number,
  result: { paid: true; date: string } | { paid: false; remark: string },
) {
  await tx
    .update(refunds)
    .set(
      result.paid
        ? { status: 'completed', refundCompletionDate: result.date }
        : { status: 'pending', paidVia: null, referenceNo: null, remark: result.remark.slice(0, 500) },
    )
    .where(eq(refunds.id, id))
}

/** Each child of the school with these birth certificates (upper-cased), with its issued monthly invoices. */
export function selectSubsidyTargets(tx: DbOrTx, schoolId: number, certificates: string[]) {
  return tx
    .select({
      certificate: sql<string>`upper(${children.birthCertificate})`,
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      month: invoices.month,
      outstandingCents: invoices.outstandingCents,
    })
    .from(children)
    .leftJoin(
      invoices,
      and(
        eq(invoices.fkChild, children.id),
        eq(invoices.invoiceType, 'monthly'),
        eq(invoices.status, 'issued'),
      ),
    )
    .where(
      and(eq(children.fkSchool, schoolId), inArray(sql`upper(${children.birthCertificate})`, certificates)),
    )
}

export async function insertSubsidyRow(tx: DbOrTx, values: typeof subsidyFileRows.$inferInsert) {
  await tx.insert(subsidyFileRows).values(values)
}

/** Every family member of the child (each hears of a failed deduction). */
export const selectFamilyOf = (db: DbOrTx, childId: number) =>
  db.select({ userId: childRelations.fkUser }).from(childRelations).where(eq(childRelations.fkChild, childId))
