/**
 * Money rules of the ledger, free of zod (the payment page uses them at once). Amounts are integer cents; tax rates
 * basis points (900 = 9%).
 */

export const PAYMENT_TYPES = ['card', 'paynow', 'giro', 'cash', 'cheque', 'bank_transfer'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]
/** What staff confirm by hand against a bank statement or a till: the others arrive from a gateway or a bank file. */
export const OFFLINE_PAYMENT_TYPES = ['paynow', 'bank_transfer', 'cash', 'cheque'] as const
export type OfflinePaymentType = (typeof OFFLINE_PAYMENT_TYPES)[number]

/** adhoc: an invoice staff raise by hand (createOfflineInvoice) with explained lines. */
export const INVOICE_TYPES = ['registration', 'trial', 'monthly', 'adhoc'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]
export const INVOICE_STATUSES = ['issued', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const PURCHASE_ITEM_TYPES = ['registration', 'deposit', 'monthly', 'trial', 'misc'] as const
export type PurchaseItemType = (typeof PURCHASE_ITEM_TYPES)[number]

/** Singapore GST since 1 January 2024, in basis points: the rate when a school has not set gst_rate. */
export const GST_RATE_DEFAULT_BP = 900

/** Tax of one line, rounded half-up to the cent (integers only: no floating point touches money). */
export function taxCents(amountCents: number, rateBp: number): number {
  return Math.floor((amountCents * rateBp + 5_000) / 10_000)
}

export interface BillableLine {
  label: string
  quantity: number
  unitPriceCents: number
  taxable: boolean
}

export interface PricedLine extends BillableLine {
  amountCents: number
  taxCents: number
}

/** Each line priced with its own tax (per item, as the tax invoice shows it), then the invoice's totals. */
export function priceLines(lines: BillableLine[], rateBp: number) {
  const priced: PricedLine[] = lines.map((l) => {
    const amountCents = l.quantity * l.unitPriceCents
    return { ...l, amountCents, taxCents: l.taxable ? taxCents(amountCents, rateBp) : 0 }
  })
  const totalTaxCents = priced.reduce((sum, l) => sum + l.taxCents, 0)
  const subtotalCents = priced.reduce((sum, l) => sum + l.amountCents, 0)
  return { lines: priced, subtotalCents, totalTaxCents, grandTotalCents: subtotalCents + totalTaxCents }
}

/** A document number: the kind's prefix and the number zero-padded to six digits ('INV-000042'). */
export const documentNo = (prefix: 'INV' | 'RCT' | 'CN', n: number) =>
  `${prefix}-${String(n).padStart(6, '0')}`

export const LedgerMsg = {
  noInvoice: 'This enquiry has no registration invoice yet',
  notAwaitingPayment:
    'The registration fee can be confirmed only while the enquiry is pending registration payment',
  noFee: 'No fee is set for the child’s level, programme and nationality at this centre',
  noSeatOffer: 'The enquiry has no offered place: its level is not known',
  amount: 'The amount must be a whole number of cents above zero',
  overpaid: 'The amount is more than the invoice’s outstanding amount',
  invoiceNotPayable: 'This invoice is not open for payment',
  paymentType: 'Choose PayNow, bank transfer, cash or cheque',
  reference: 'Enter the reference of the payment as on the bank statement or receipt (up to 60 characters)',
  referenceUsed: 'This reference is already recorded for another invoice',
} as const

/**
 * A nationality's fee class. Nationality is free text (a code label on the child, typed on a fee), so 'Singapore
 * Citizen', 'Singaporean' and 'SC' are one class; fees are set per class in Singapore (citizen, PR, foreigner).
 */
export function nationalityClass(nationality: string | null): 'citizen' | 'pr' | 'other' {
  const n = (nationality ?? '').trim().toLowerCase()
  if (n === 'sc' || n.startsWith('singapore')) return 'citizen'
  if (n === 'pr' || n.includes('permanent resident')) return 'pr'
  return 'other'
}

/**
 * Where a charge for the next invoice comes from. Attendance (late pickups), events (fees) and purchases write rows
 * of one `charges` table; the monthly invoice run reads them and reaches into no other module (DESIGN.md).
 */
export const CHARGE_SOURCES = ['late_pickup', 'event', 'purchase', 'adjustment'] as const
export type ChargeSource = (typeof CHARGE_SOURCES)[number]

/** What a refund gives back, where it comes from, and where it stands (Refund item, spec 002 section 3). */
export const REFUND_TYPES = ['deposit', 'fee', 'overpayment'] as const
export type RefundType = (typeof REFUND_TYPES)[number]
/** card_order: a card payment the gateway took for an invoice already paid (UNAPPLIED), refunded by finance. */
export const REFUND_SOURCES = ['withdrawal', 'transfer', 'payment', 'adjustment', 'card_order'] as const
export type RefundSource = (typeof REFUND_SOURCES)[number]
export const REFUND_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
