import { CreditNoteMsg, creditNoteInputSchema, documentNo, LedgerMsg } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { creditNotes } from '../../db/schema'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { lowerOutstanding, selectInvoice, takeDocumentNumber } from '../ledger'

/**
 * createAdHocCreditNote: takes an amount off an issued invoice's outstanding amount with a remark, numbered in the
 * school's credit note series, in one transaction with the invoice locked (two notes cannot take it below zero).
 */
export async function createCreditNote(
  db: DbOrTx,
  actor: { schoolId: number; userId: number },
  invoiceId: number,
  raw: { amount: number; remark: string },
) {
  const input = parseInput(creditNoteInputSchema, raw)
  return db.transaction(async (tx) => {
    const invoice = await selectInvoice(tx, actor.schoolId, invoiceId, { lock: true })
    if (!invoice) throw notFound('Invoice')
    if (invoice.status !== 'issued') throw conflict(LedgerMsg.invoiceNotPayable)
    if (input.amount > invoice.outstandingCents)
      throw badInput(CreditNoteMsg.amount, { amount: CreditNoteMsg.amount })
    await lowerOutstanding(tx, invoice.id, input.amount)
    const [note] = await tx
      .insert(creditNotes)
      .values({
        fkSchool: actor.schoolId,
        fkInvoice: invoice.id,
        creditNoteNo: documentNo('CN', await takeDocumentNumber(tx, actor.schoolId, 'credit_note')),
        amountCents: input.amount,
        remark: input.remark,
        fkUser: actor.userId,
      })
      .returning()
    return note
  })
}
