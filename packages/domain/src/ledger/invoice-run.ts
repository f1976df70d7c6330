import { z } from 'zod'
import { requestKeySchema } from './finance-input'
import { monthBounds } from '../format/calendar'
import { V } from '../validation/messages'

/**
 * The monthly invoice run (issue 25): a dry run drafts every enrolled child's invoice of a month, a second person
 * issues it. Amounts in integer cents; days are calendar days of the month.
 */

export const INVOICE_RUN_STATUSES = ['drafting', 'draft', 'issuing', 'issued', 'discarded', 'failed'] as const
export type InvoiceRunStatus = (typeof INVOICE_RUN_STATUSES)[number]
/** A run in one of these holds its month (and scope): another run of it waits until it is discarded or fails. */
export const LIVE_RUN_STATUSES = ['drafting', 'draft', 'issuing', 'issued'] as const

/** Why a child of the run has no invoice; the texts are what the dry-run review shows. */
export const RUN_SKIP_REASONS = {
  no_fee: 'No fee tier fits the child’s centre, level, programme and nationality',
  already_invoiced: 'Already invoiced for this month',
  nothing_to_bill: 'Nothing to bill this month',
  changed: 'A charge changed after the dry run: run the month again',
} as const
export type RunSkipReason = keyof typeof RUN_SKIP_REASONS

/** Where an invoice line comes from, so every line can say why it is there. */
export const LINE_SOURCES = ['fee', 'subsidy', 'charge'] as const
export type LineSource = (typeof LINE_SOURCES)[number]

/** Working statuses (Working_Status codes) that earn the working parent's basic subsidy. */
export const WORKING_STATUSES = ['Salaried employee', 'Self-employed', 'Salaried and self-employed'] as const

export const InvoiceRunMsg = {
  month: 'Choose the month as YYYY-MM-01',
  busy: 'A run of this month is already in progress or issued for these children',
  notDraft: 'Only a dry run that has finished can be issued or discarded',
  notLive: 'This run can no longer be discarded',
} as const

/** A run's month given as 'YYYY-MM-01': its first and last day and its length; null for anything else. */
export function runMonth(month: string): { first: string; last: string; days: number } | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(month)) return null
  const bounds = monthBounds(month)
  return { ...bounds, days: Number(bounds.last.slice(8, 10)) }
}

/** Calendar days of [from, to] inside the month (both inclusive; to null: open). */
export function daysInMonth(
  bounds: { first: string; last: string },
  from: string,
  to: string | null,
): number {
  const start = from > bounds.first ? from : bounds.first
  const end = to === null || to > bounds.last ? bounds.last : to
  if (end < start) return 0
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
}

/** A monthly amount for part of a month, rounded half-up to the cent (integers only). */
export const proRate = (amountCents: number, days: number, monthDays: number): number =>
  days >= monthDays ? amountCents : Math.floor((amountCents * days * 2 + monthDays) / (monthDays * 2))

export const CreditNoteMsg = {
  amount: 'Enter an amount in cents above zero, up to what is outstanding',
  remark: 'The remark can be up to 500 characters',
} as const

/** createAdHocCreditNote: an amount off an issued invoice, with the remark the spec requires. */
export const creditNoteInputSchema = z.object({
  amount: z.number({ error: V.required }).int(CreditNoteMsg.amount).positive(CreditNoteMsg.amount),
  remark: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(500, CreditNoteMsg.remark),
  requestKey: requestKeySchema,
})
export type CreditNoteInput = z.infer<typeof creditNoteInputSchema>

/** refundUnappliedCardPayment's optional remark (why, for the refunds list), as long as a credit note's. */
export const unappliedRefundSchema = z.object({
  remark: z.string().trim().max(500, CreditNoteMsg.remark).nullish(),
})

/** applyUnappliedCardPayment's invoice, chosen from the family's open invoices. */
export const unappliedApplySchema = z.object({
  IDInvoice: z.number({ error: 'Choose the invoice this payment goes to' }).int().positive(),
})
