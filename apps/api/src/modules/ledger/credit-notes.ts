import { CreditNoteMsg, documentNo, LedgerMsg } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { creditNotes } from '../../db/schema'
import { publish } from '../../platform/events/bus'
import { badInput, conflict, notFound } from '../../platform/errors/domain-error'
import './events'
import { lowerOutstanding, selectInvoice, takeDocumentNumber } from './queries'

/**
 * A credit note in the caller's transaction: takes an amount off an issued invoice's outstanding amount, numbered
 * in the school's credit note series, with the invoice locked (two notes cannot take it below zero).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  note: {
    schoolId: number
    userId: number
    invoiceId: number
    amountCents: number
    remark: string
    /** The form's idempotency key; the caller has looked it up under lockRequestKey. */
    requestKey?: string | null
  },
) {
  const invoice = await selectInvoice(tx, note.schoolId, note.invoiceId, { lock: true })
  if (!invoice) throw notFound('Invoice')
  if (invoice.status !== 'issued') throw conflict(LedgerMsg.invoiceNotPayable)
  if (note.amountCents > invoice.outstandingCents)
    throw badInput(CreditNoteMsg.amount, { amount: CreditNoteMsg.amount })
  await lowerOutstanding(tx, invoice.id, note.amountCents)
  await publish(tx, 'invoiceOutstandingLowered', { schoolId: note.schoolId, invoiceId: invoice.id })
  const [row] = await tx
    .insert(creditNotes)
    .values({
      fkSchool: note.schoolId,
      fkInvoice: invoice.id,
      creditNoteNo: documentNo('CN', await takeDocumentNumber(tx, note.schoolId, 'credit_note')),
      amountCents: note.amountCents,
      remark: note.remark,
      fkUser: note.userId,
      requestKey: note.requestKey ?? null,
    })
    .returning()
  return row
}
