import { z } from 'zod'
import { planningDateSchema } from '../validation/date-bounds'
import { V } from '../validation/messages'
import { PAYMENT_TYPES } from './money'

/**
 * Staff's finance operations beyond the run (issue 25): the search, the statement of account and the ad hoc
 * invoice. The server parses with these schemas; the screens check the same ones.
 */
export const FinanceMsg = {
  keywordShort: 'Type at least 2 characters',
  keywordLong: 'Search with at most 100 characters',
  itemLabel: 'A line’s label can be up to 200 characters',
  itemExplanation: 'Say why the line is there (up to 300 characters)',
  itemQuantity: 'Enter a whole quantity from 1 to 999',
  itemPrice: 'Enter a unit price in cents from 1 to 1,000,000',
  itemCount: 'An invoice has 1 to 20 lines',
  paymentType: `Choose the payment type from: ${PAYMENT_TYPES.join(', ')}`,
  centre: 'The child has no place at this centre',
  requestKey: 'The request key must be a UUID made by the form',
  requestKeyUsed: 'This request key was already used for another document',
} as const

/**
 * A form's idempotency key (a UUID it makes when it opens): a double submit or a replay of the same request makes
 * one document (createOfflineInvoice, createAdHocCreditNote).
 */
export const requestKeySchema = z.uuid(FinanceMsg.requestKey).nullish()

/** The largest amount an integer column of cents holds. */
const MAX_CENTS = 2_147_483_647

/**
 * searchFinance's keyword read as an amount ('123.40', '$123.40', '$1,234', '80'): its cents, or null when the
 * keyword is not an amount (a name, a number), or more than an integer column of cents holds (no document can have it).
 */
export function searchAmountCents(keyword: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,8})(?:\.(\d{1,2}))?$/.exec(keyword.trim())
  if (!match) return null
  const cents = Number(match[1].replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  return cents <= MAX_CENTS ? cents : null
}

/** searchFinance's keyword: a name (child's or parent's), a birth certificate, a document number or an amount. */
export const financeSearchSchema = z.object({
  keyword: z
    .string({ error: V.required })
    .trim()
    .min(2, FinanceMsg.keywordShort)
    .max(100, FinanceMsg.keywordLong),
})

export const offlineInvoiceItemSchema = z.object({
  label: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(200, FinanceMsg.itemLabel),
  explanation: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(300, FinanceMsg.itemExplanation),
  quantity: z
    .number({ error: V.required })
    .int(FinanceMsg.itemQuantity)
    .min(1, FinanceMsg.itemQuantity)
    .max(999, FinanceMsg.itemQuantity),
  unitPrice: z
    .number({ error: V.required })
    .int(FinanceMsg.itemPrice)
    .min(1, FinanceMsg.itemPrice)
    .max(1_000_000, FinanceMsg.itemPrice),
  taxable: z.boolean(),
})
export type OfflineInvoiceItem = z.infer<typeof offlineInvoiceItemSchema>

/** createOfflineInvoice's lines: each with a label, why it is there, a quantity and a price in cents. */
export const offlineInvoiceInputSchema = z.object({
  items: z.array(offlineInvoiceItemSchema).min(1, FinanceMsg.itemCount).max(20, FinanceMsg.itemCount),
  requestKey: requestKeySchema,
})
export type OfflineInvoiceInput = z.infer<typeof offlineInvoiceInputSchema>

/** getAccountListing's narrowing: a payment type of the ledger, or none. */
export const accountListingFilterSchema = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { error: FinanceMsg.paymentType }).nullish(),
})

/** getAgeingReport's day: a real calendar date. */
export const ageingInputSchema = z.object({
  asOf: planningDateSchema(),
})
