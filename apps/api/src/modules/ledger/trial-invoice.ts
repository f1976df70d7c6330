import type { DbOrTx } from '../../db/client'
import { selectEnquiry } from '../enquiries'
import { invoiceDates } from './billing'
import { issueInvoice } from './issue'
import { type InvoiceRow, selectActivePurchaseItems, selectEnquiryInvoice } from './queries'

export interface TrialFee {
  schoolId: number
  enquiryId: number
  /** The trial's fee in cents, as the visits module booked it. */
  amountCents: number
  /** 'pending' while unpaid; 'completed' once paid at the centre. */
  status: string
  label: string
}

/**
 * The trial class fee as a real invoice, issued on first ask while the fee is unpaid (the school's trial item
 * gives its tax flag; untaxed without one). A paid or free trial without an invoice gets none.
 */
export async function trialInvoiceOf(db: DbOrTx, fee: TrialFee): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, fee.schoolId, fee.enquiryId, { lock: true })
    if (!enquiry) return null
    const existing = await selectEnquiryInvoice(tx, fee.schoolId, fee.enquiryId, 'trial')
    if (existing || fee.amountCents <= 0 || fee.status !== 'pending') return existing
    const [item] = await selectActivePurchaseItems(tx, fee.schoolId, ['trial'])
    return issueInvoice(tx, {
      schoolId: fee.schoolId,
      centreId: enquiry.fkCentre,
      childId: enquiry.fkChild,
      enquiryId: enquiry.id,
      type: 'trial',
      label: fee.label,
      ...(await invoiceDates(tx, fee.schoolId)),
      lines: [
        {
          fkPurchaseItem: item?.id ?? null,
          label: item?.label ?? 'Trial class',
          quantity: 1,
          unitPriceCents: fee.amountCents,
          taxable: item?.taxable ?? false,
        },
      ],
    })
  })
}
