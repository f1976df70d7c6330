import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  childRelations,
  children,
  childSearchName,
  creditNotes,
  invoices,
  payments,
  receipts,
  refunds,
  userSearchName,
  userSearchPattern,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type FinanceSearchRow = {
  kind: 'invoice' | 'receipt' | 'credit_note' | 'refund'
  id: number
  id_invoice: number | null
  number: string
  fk_child: number
  child_name: string
  amount: number
  date: string
  status: string | null
}

/** At most this many children match a name (and as many a parent's name): a wider search asks for more letters. */
const CHILD_MATCHES = 200

const local = (column: unknown) => sql`(${column} at time zone 'Asia/Singapore')::date::text`

/**
 * searchFinance: documents of the children whose name (trigram index children_name_trgm) or birth certificate
 * (children_birth_certificate_lower) matches, or one of whose parents' names matches without regard to case or
 * accents (users_name_folded_trgm, then child_relations); documents whose number is the keyword (the unique number
 * indexes); and, when the keyword reads as an amount (`amountCents`), documents of exactly that total (the
 * school-and-amount indexes). Each branch of the union is one index path; OR across them would make the planner
 * scan.
 * `reachInvoice` and `reachRefund` are the caller's centre scope on invoices.fk_centre and refunds.fk_centre.
 */
export async function searchFinanceDocuments(
  db: DbOrTx,
  schoolId: number,
  keyword: string,
  amountCents: number | null,
  reach: { invoice: SQL; refund: SQL },
  page: LimitOffset,
) {
  const lower = keyword.toLowerCase()
  const like = `%${lower.replace(/[\\%_]/g, '\\$&')}%`
  const number = keyword.toUpperCase()
  const receiptBranch = (match: SQL) => sql`
    select 'receipt', ${receipts.id}, ${invoices.id}, ${receipts.receiptNo}, ${invoices.fkChild},
      ${receipts.amountCents}, ${local(receipts.createdAt)}, null, ${receipts.createdAt}
    from ${receipts} join ${payments} on ${payments.id} = ${receipts.fkPayment}
      join ${invoices} on ${invoices.id} = ${payments.fkInvoice}
    where ${receipts.fkSchool} = ${schoolId} and ${reach.invoice} and ${match}`
  const noteBranch = (match: SQL) => sql`
    select 'credit_note', ${creditNotes.id}, ${invoices.id}, ${creditNotes.creditNoteNo}, ${invoices.fkChild},
      ${creditNotes.amountCents}, ${local(creditNotes.createdAt)}, null, ${creditNotes.createdAt}
    from ${creditNotes} join ${invoices} on ${invoices.id} = ${creditNotes.fkInvoice}
    where ${creditNotes.fkSchool} = ${schoolId} and ${reach.invoice} and ${match}`
  // No document has a null amount: when the keyword is not an amount, the amount branches find nothing.
  const amount = sql`${amountCents}::int`
  const hits = sql`
    with named_kids as (
      select ${children.id} as id from ${children}
      where ${children.fkSchool} = ${schoolId}
        and (${childSearchName(children)} like ${like} or lower(${children.birthCertificate}) = ${lower})
      limit ${CHILD_MATCHES}
    ), parents_kids as (
      select distinct ${childRelations.fkChild} as id
      from (
        select ${users.id} as id from ${users}
        where ${users.fkSchool} = ${schoolId} and ${userSearchName(users)} like ${userSearchPattern(like)}
        limit ${CHILD_MATCHES}
      ) parent join ${childRelations} on ${childRelations.fkUser} = parent.id
    ), kids as (
      select id from named_kids union select id from parents_kids
    ), kid_invoices as (
      select * from ${invoices}
      where ${invoices.fkSchool} = ${schoolId} and ${invoices.fkChild} in (select id from kids) and ${reach.invoice}
    ), numbered_invoices as (
      select * from ${invoices}
      where ${invoices.fkSchool} = ${schoolId} and ${invoices.invoiceNo} = ${number} and ${reach.invoice}
    ), priced_invoices as (
      select * from ${invoices}
      where ${invoices.fkSchool} = ${schoolId} and ${invoices.grandTotalCents} = ${amount} and ${reach.invoice}
    ), hits as (
      select 'invoice' as kind, id, id as id_invoice, invoice_no as number, fk_child, grand_total_cents as amount,
        invoice_date::text as date, status, created_at from kid_invoices
      union
      select 'invoice', id, id, invoice_no, fk_child, grand_total_cents, invoice_date::text, status, created_at
        from numbered_invoices
      union
      select 'invoice', id, id, invoice_no, fk_child, grand_total_cents, invoice_date::text, status, created_at
        from priced_invoices
      union
      ${receiptBranch(sql`${payments.fkInvoice} in (select id from kid_invoices)`)}
      union
      ${receiptBranch(sql`${receipts.receiptNo} = ${number}`)}
      union
      ${receiptBranch(sql`${receipts.amountCents} = ${amount}`)}
      union
      ${noteBranch(sql`${creditNotes.fkInvoice} in (select id from kid_invoices)`)}
      union
      ${noteBranch(sql`${creditNotes.creditNoteNo} = ${number}`)}
      union
      ${noteBranch(sql`${creditNotes.amountCents} = ${amount}`)}
      union
      select 'refund', ${refunds.id}, null, ${refunds.label}, ${refunds.fkChild}, ${refunds.amountCents},
        ${refunds.refundDate}::text, ${refunds.status}, ${refunds.createdAt}
      from ${refunds}
      where ${refunds.fkSchool} = ${schoolId} and ${refunds.fkChild} in (select id from kids) and ${reach.refund}
    )`
  const [total, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`${hits} select count(*)::int as n from hits`),
    db.execute<FinanceSearchRow>(sql`${hits}
      select hits.kind, hits.id, hits.id_invoice, hits.number, hits.fk_child, hits.amount, hits.date, hits.status,
        ${children.firstname} || ' ' || ${children.lastname} as child_name
      from hits join ${children} on ${children.id} = hits.fk_child
      order by hits.date desc, hits.created_at desc, hits.kind, hits.id desc
      limit ${page.limit} offset ${page.offset}`),
  ])
  return { totalCount: Number(total.rows[0]?.n ?? 0), rows: rows.rows }
}
