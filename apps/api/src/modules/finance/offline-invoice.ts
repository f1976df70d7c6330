import {
  addDays,
  FinanceMsg,
  formatDate,
  formatMoney,
  offlineInvoiceInputSchema,
  singaporeToday,
} from '@preschool/domain'
import { and, eq, gte, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childLevels, childRelations } from '../../db/schema'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import {
  type InvoiceRow,
  issueInvoice,
  lockRequestKey,
  parentInvoicePath,
  selectInvoiceByRequestKey,
} from '../ledger'
import { tellParent } from '../notifications'
import { financeText } from './notice-texts'

/** Days an ad hoc invoice is open: the fortnight a monthly invoice gives (decision 0058). */
const DUE_DAYS = 14

/** Whether the child has a current or upcoming seat at the centre (index child_levels by child). */
async function placedAt(db: DbOrTx, schoolId: number, childId: number, centreId: number, today: string) {
  const [seat] = await db
    .select({ id: childLevels.id })
    .from(childLevels)
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkChild, childId),
        eq(childLevels.fkCentre, centreId),
        or(isNull(childLevels.to), gte(childLevels.to, today)),
      ),
    )
    .limit(1)
  return seat !== undefined
}

/** The invoice's name: its one line's label, or the first line's and how many more (staff's words as written). */
const labelOf = (items: readonly { label: string }[], andMore: (label: string, count: number) => string) =>
  items.length === 1 ? items[0].label : andMore(items[0].label, items.length - 1)

/** Bell and email to each parent of the child, in their language, opening the invoice to read and pay it. */
async function tellFamily(
  tx: DbOrTx,
  publicUrl: string,
  invoice: InvoiceRow,
  items: readonly { label: string }[],
) {
  const relations = await tx
    .select({ userId: childRelations.fkUser })
    .from(childRelations)
    .where(eq(childRelations.fkChild, invoice.fkChild))
  for (const r of relations)
    await tellParent(
      tx,
      {
        schoolId: invoice.fkSchool,
        userId: r.userId,
        kind: 'invoice',
        navigate: parentInvoicePath(invoice.id),
        inLanguage: (language) => ({
          title: financeText(language, 'invoiceTitle', {
            no: invoice.invoiceNo,
            label: labelOf(items, (label, count) => financeText(language, 'adhocLabel', { label, count })),
          }),
          body: financeText(language, 'adhocReady', {
            amount: formatMoney(invoice.grandTotalCents),
            date: formatDate(invoice.dueDate),
          }),
          actionLabel: financeText(language, 'seeOneInvoice'),
        }),
      },
      publicUrl,
    )
}

/**
 * createOfflineInvoice: an invoice staff raise by hand for a child placed at the centre, each line with why it is
 * there, issued through the ledger (GST per line, the next gap-free number) and told to the family, in one
 * transaction. With the form's request key, a double submit or a replay returns the first invoice and tells nobody
 * again (the same key for another child or centre is refused).
 */
export async function createOfflineInvoice(
  db: DbOrTx,
  publicUrl: string,
  schoolId: number,
  target: { centreId: number; childId: number },
  raw: unknown,
) {
  const { items, requestKey } = parseInput(offlineInvoiceInputSchema, raw)
  const today = singaporeToday()
  if (!(await placedAt(db, schoolId, target.childId, target.centreId, today)))
    throw badInput(FinanceMsg.centre, { IDChild: FinanceMsg.centre })
  return db.transaction(async (tx) => {
    if (requestKey) {
      await lockRequestKey(tx, schoolId, requestKey)
      const seen = await selectInvoiceByRequestKey(tx, schoolId, requestKey)
      if (seen && (seen.fkChild !== target.childId || seen.fkCentre !== target.centreId))
        throw conflict(FinanceMsg.requestKeyUsed)
      if (seen) return seen
    }
    const invoice = await issueInvoice(tx, {
      schoolId,
      centreId: target.centreId,
      childId: target.childId,
      enquiryId: null,
      type: 'adhoc',
      label: labelOf(items, (label, count) => financeText('en', 'adhocLabel', { label, count })),
      invoiceDate: today,
      dueDate: addDays(today, DUE_DAYS),
      lines: items.map((i) => ({
        fkPurchaseItem: null,
        label: i.label,
        explanation: i.explanation,
        quantity: i.quantity,
        unitPriceCents: i.unitPrice,
        taxable: i.taxable,
      })),
      requestKey,
    })
    await tellFamily(tx, publicUrl, invoice, items)
    return invoice
  })
}
