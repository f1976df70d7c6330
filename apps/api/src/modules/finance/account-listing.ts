import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { creditNotes, invoices, payments, receipts, refunds } from '../../db/schema'

type EntryKind = 'invoice' | 'receipt' | 'credit_note' | 'refund' | 'refund_paid'

export interface AccountEntry {
  kind: EntryKind
  ID: number
  IDInvoice: number | null
  date: string
  number: string
  label: string
  paymentType: string | null
  debit: number
  credit: number
  balance: number
  CDAAmount: number
  /** Whether the entry belongs to the CDA side (an invoice a CDA may pay, its documents, a CDA refund). */
  cda: boolean
}

/** Up to this many invoices per statement: ten years of monthly billing with room for ad hoc ones. */
const MAX_INVOICES = 500

const localDate = (column: unknown) => sql<string>`(${column} at time zone 'Asia/Singapore')::date::text`

/** The child's documents, each read by its index (invoices_school_child, payments_invoice, credit_notes_invoice, refunds_child). */
async function selectAccountDocuments(db: DbOrTx, schoolId: number, childId: number) {
  const childInvoices = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.fkChild, childId), ne(invoices.status, 'void')))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    .limit(MAX_INVOICES)
  const ids = childInvoices.map((i) => i.id)
  const inInvoices = (column: typeof payments.fkInvoice | typeof creditNotes.fkInvoice) =>
    sql`${column} = any(${sql.param(ids)}::int[])`
  const [paid, notes, owedBack] = await Promise.all([
    db
      .select({
        id: receipts.id,
        invoiceId: payments.fkInvoice,
        no: receipts.receiptNo,
        amount: receipts.amountCents,
        paymentType: payments.paymentType,
        date: localDate(receipts.createdAt),
      })
      .from(payments)
      .innerJoin(receipts, eq(receipts.fkPayment, payments.id))
      .where(and(eq(payments.fkSchool, schoolId), inInvoices(payments.fkInvoice))),
    db
      .select({
        id: creditNotes.id,
        invoiceId: creditNotes.fkInvoice,
        no: creditNotes.creditNoteNo,
        amount: creditNotes.amountCents,
        remark: creditNotes.remark,
        date: localDate(creditNotes.createdAt),
      })
      .from(creditNotes)
      .where(and(eq(creditNotes.fkSchool, schoolId), inInvoices(creditNotes.fkInvoice))),
    db
      .select()
      .from(refunds)
      .where(
        and(eq(refunds.fkSchool, schoolId), eq(refunds.fkChild, childId), ne(refunds.status, 'cancelled')),
      ),
  ])
  return { childInvoices, paid, notes, owedBack }
}

const ORDER: Record<EntryKind, number> = { invoice: 0, credit_note: 1, receipt: 2, refund: 3, refund_paid: 4 }

/**
 * The statement of account: invoices add to what the family owes; receipts, credit notes and refunds owed back take
 * off it; a refund paid back adds again. Oldest first (same day: invoice, note, receipt, refund), each with the
 * balance after it.
 */
export async function accountEntries(db: DbOrTx, schoolId: number, childId: number): Promise<AccountEntry[]> {
  const docs = await selectAccountDocuments(db, schoolId, childId)
  const byId = new Map(docs.childInvoices.map((i) => [i.id, i]))
  const cdaInvoice = (id: number) => (byId.get(id)?.cdaCents ?? 0) > 0
  const entry = (e: Omit<AccountEntry, 'balance' | 'CDAAmount'> & { CDAAmount?: number }): AccountEntry => ({
    CDAAmount: 0,
    ...e,
    balance: 0,
  })
  const entries = [
    ...docs.childInvoices.map((i) =>
      entry({
        kind: 'invoice',
        ID: i.id,
        IDInvoice: i.id,
        date: i.invoiceDate,
        number: i.invoiceNo,
        label: i.label,
        paymentType: null,
        debit: i.grandTotalCents,
        credit: 0,
        CDAAmount: i.cdaCents,
        cda: i.cdaCents > 0,
      }),
    ),
    ...docs.paid.map((r) =>
      entry({
        kind: 'receipt',
        ID: r.id,
        IDInvoice: r.invoiceId,
        date: r.date,
        number: r.no,
        label: `Payment for ${byId.get(r.invoiceId)?.invoiceNo ?? ''}`,
        paymentType: r.paymentType,
        debit: 0,
        credit: r.amount,
        cda: cdaInvoice(r.invoiceId),
      }),
    ),
    ...docs.notes.map((n) =>
      entry({
        kind: 'credit_note',
        ID: n.id,
        IDInvoice: n.invoiceId,
        date: n.date,
        number: n.no,
        label: n.remark,
        paymentType: null,
        debit: 0,
        credit: n.amount,
        cda: cdaInvoice(n.invoiceId),
      }),
    ),
    ...docs.owedBack.flatMap((r) => {
      const base = { ID: r.id, IDInvoice: null, number: r.label, label: r.label, cda: r.isCda }
      const owed = entry({
        ...base,
        kind: 'refund',
        date: r.refundDate,
        paymentType: null,
        debit: 0,
        credit: r.amountCents,
      })
      if (r.status !== 'completed' || !r.refundCompletionDate) return [owed]
      const date = r.refundCompletionDate
      return [
        owed,
        entry({
          ...base,
          kind: 'refund_paid',
          date,
          paymentType: r.paidVia,
          debit: r.amountCents,
          credit: 0,
        }),
      ]
    }),
  ].sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind] || a.ID - b.ID)
  let balance = 0
  for (const e of entries) {
    balance += e.debit - e.credit
    e.balance = balance
  }
  return entries
}
