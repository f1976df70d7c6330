import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { charges, childRelations, invoiceItems, invoiceRunDrafts, invoices } from '../../db/schema'

/**
 * Issuing reads and writes a batch in set statements on the drafts' rows: the lines never travel to the server and
 * back, so a batch of 500 children costs the same handful of statements whatever its lines (issue 25: 50,000 children
 * in under a minute).
 */

/** The run's drafts still to issue after a child, in child order, without their lines. */
export function selectDraftsToIssue(db: DbOrTx, runId: number, afterChild: number, limit: number) {
  return db
    .select({
      id: invoiceRunDrafts.id,
      fkChild: invoiceRunDrafts.fkChild,
      grandTotalCents: invoiceRunDrafts.grandTotalCents,
    })
    .from(invoiceRunDrafts)
    .where(
      and(
        eq(invoiceRunDrafts.fkRun, runId),
        gt(invoiceRunDrafts.fkChild, afterChild),
        isNull(invoiceRunDrafts.skipReason),
        isNull(invoiceRunDrafts.fkInvoice),
      ),
    )
    .orderBy(asc(invoiceRunDrafts.fkChild))
    .limit(limit)
}
export type DraftToIssue = Awaited<ReturnType<typeof selectDraftsToIssue>>[number]

const ints = (values: number[]) => sql`${sql.param(values)}::int[]`

/** Every charge the drafts bill, and whether it is still unbilled and not void (one index probe a line). */
export async function selectDraftCharges(db: DbOrTx, draftIds: number[]) {
  const result = await db.execute<{ draftId: number; chargeId: number; live: boolean }>(sql`
    select d.id as "draftId", l.charge_id as "chargeId",
           exists (select 1 from ${charges} c
                   where c.id = l.charge_id and c.fk_invoice is null and c.voided_at is null) as live
    from ${invoiceRunDrafts} d
    cross join lateral (select (e->>'chargeId')::int as charge_id
                        from jsonb_array_elements(d.lines) e where e->>'chargeId' is not null) l
    where d.id = any(${ints(draftIds)})`)
  return result.rows
}

export function markDraftsChanged(db: DbOrTx, draftIds: number[]) {
  return db.execute(
    sql`update ${invoiceRunDrafts} set skip_reason = 'changed' where id = any(${ints(draftIds)})`,
  )
}

export interface MonthlyInvoiceHead {
  schoolId: number
  label: string
  invoiceDate: string
  dueDate: string
}

/**
 * One monthly invoice per draft, numbered as given (`numbers[i]` for `draftIds[i]`), amounts from the draft, and each
 * draft linked to its invoice, in one statement. Resolves to each draft's invoice.
 */
export async function insertInvoicesOfDrafts(
  db: DbOrTx,
  head: MonthlyInvoiceHead,
  draftIds: number[],
  numbers: string[],
) {
  const result = await db.execute<{
    draftId: number
    fkChild: number
    invoiceId: number
    invoiceNo: string
  }>(sql`
    with issued as (
      insert into ${invoices} (fk_school, fk_centre, fk_child, invoice_no, invoice_type, label, status, invoice_date,
                               due_date, total_tax_cents, grand_total_cents, outstanding_cents, cda_cents, month)
      select d.fk_school, d.fk_centre, d.fk_child, v.no, 'monthly', ${head.label}, 'issued', ${head.invoiceDate},
             ${head.dueDate}, d.tax_cents, d.grand_total_cents, d.grand_total_cents, d.cda_cents, d.month
      from unnest(${ints(draftIds)}, ${sql.param(numbers)}::text[]) as v(id, no)
      join ${invoiceRunDrafts} d on d.id = v.id and d.fk_school = ${head.schoolId}
      returning id, fk_child, invoice_no)
    update ${invoiceRunDrafts} d set fk_invoice = issued.id
    from issued
    where d.id = any(${ints(draftIds)}) and d.fk_child = issued.fk_child
    returning d.id as "draftId", d.fk_child as "fkChild", issued.id as "invoiceId", issued.invoice_no as "invoiceNo"`)
  return result.rows
}

/** The issued drafts' lines become their invoices' items, in the drafts' order, in one statement. */
export function insertItemsOfDrafts(db: DbOrTx, draftIds: number[]) {
  return db.execute(sql`
    insert into ${invoiceItems} (fk_school, fk_invoice, position, label, quantity, unit_price_cents, taxable,
                                 amount_cents, tax_cents, cda_payable, explanation)
    select d.fk_school, d.fk_invoice, (l.ord - 1)::int, l.v->>'label', (l.v->>'quantity')::int,
           (l.v->>'unitPriceCents')::int, (l.v->>'taxable')::boolean, (l.v->>'amountCents')::int,
           (l.v->>'taxCents')::int, (l.v->>'cdaPayable')::boolean, l.v->>'explanation'
    from ${invoiceRunDrafts} d
    cross join lateral jsonb_array_elements(d.lines) with ordinality as l(v, ord)
    where d.id = any(${ints(draftIds)}) and d.fk_invoice is not null`)
}

/**
 * Bills each charge on its invoice, only if it is still unbilled and not void; resolves to how many were billed, so
 * that a charge voided since the check makes the batch roll back and retry rather than bill it.
 */
export async function billCharges(db: DbOrTx, pairs: { chargeId: number; invoiceId: number }[]) {
  if (pairs.length === 0) return 0
  const result = await db.execute(sql`update ${charges} c set fk_invoice = v.inv
    from unnest(${ints(pairs.map((p) => p.chargeId))}, ${ints(pairs.map((p) => p.invoiceId))}) as v(id, inv)
    where c.id = v.id and c.fk_invoice is null and c.voided_at is null
    returning c.id`)
  return result.rows.length
}

/** Each child's guardians, who hear of its invoice. */
export function selectGuardiansOf(db: DbOrTx, childIds: number[]) {
  return db
    .select({ childId: childRelations.fkChild, userId: childRelations.fkUser })
    .from(childRelations)
    .where(inArray(childRelations.fkChild, childIds))
}
