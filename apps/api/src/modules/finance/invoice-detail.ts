import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, children, creditNotes } from '../../db/schema'
import type { InvoiceDetail } from '../../generated/graphql'
import { actions } from '../../platform/authz/catalogue'
import { permittedOn } from '../../platform/authz/permitted'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { invoiceView, selectInvoice, toInvoice } from '../ledger'

export const toCreditNote = (n: typeof creditNotes.$inferSelect) => ({
  ID: n.id,
  IDInvoice: n.fkInvoice,
  creditNoteNo: n.creditNoteNo,
  amount: n.amountCents,
  remark: n.remark,
  createdAt: n.createdAt.toISOString(),
})

/**
 * getInvoice: the invoice with its explained lines, its CDA part, credit notes and the steps the caller may take
 * (an outstanding issued invoice offers a payment and a credit note; the catalogue picks the caller's).
 */
export async function invoiceDetail(db: DbOrTx, viewer: Viewer, invoiceId: number): Promise<InvoiceDetail> {
  const invoice = await selectInvoice(db, viewer.schoolId, invoiceId)
  if (!invoice) throw notFound('Invoice')
  const [view, [names], notes] = await Promise.all([
    invoiceView(db, invoice),
    db
      .select({ centreName: centres.label, first: children.firstname, last: children.lastname })
      .from(centres)
      .innerJoin(children, eq(children.id, invoice.fkChild))
      .where(eq(centres.id, invoice.fkCentre)),
    db.select().from(creditNotes).where(eq(creditNotes.fkInvoice, invoice.id)).orderBy(asc(creditNotes.id)),
  ])
  const outstanding = invoice.status === 'issued' && invoice.outstandingCents > 0
  return {
    invoice: toInvoice(view),
    IDCentre: invoice.fkCentre,
    centreName: names.centreName,
    childName: `${names.first} ${names.last}`,
    month: invoice.month,
    lines: view.items.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitPrice: l.unitPriceCents,
      taxable: l.taxable,
      taxAmount: l.taxCents,
      totalAmount: l.amountCents,
      displayTotalAmount: l.amountCents + l.taxCents,
      cdaPayable: l.cdaPayable,
      explanation: l.explanation,
    })),
    CDAAmount: invoice.cdaCents,
    nonCDAAmount: invoice.grandTotalCents - invoice.cdaCents,
    creditNotes: notes.map(toCreditNote),
    can: permittedOn(
      viewer,
      // Both steps are staff's: a parent's rules never hold for them.
      { centreIds: [invoice.fkCentre], isParent: false },
      outstanding ? [actions.finance.recordPayment, actions.finance.creditNote] : [],
    ),
  }
}
