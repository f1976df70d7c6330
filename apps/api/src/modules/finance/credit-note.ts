import { creditNoteInputSchema, FinanceMsg } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { conflict, parseInput } from '../../platform/errors/domain-error'
import { issueCreditNote, lockRequestKey, selectCreditNoteByRequestKey } from '../ledger'

/**
 * createAdHocCreditNote: the ledger's credit note with a required remark, in one transaction. With the form's
 * request key, a double submit or a replay returns the first note (the same key on another invoice is refused).
 */
export async function createCreditNote(
  db: DbOrTx,
  actor: { schoolId: number; userId: number },
  invoiceId: number,
  raw: { amount: number; remark: string; requestKey?: string | null },
) {
  const input = parseInput(creditNoteInputSchema, raw)
  return db.transaction(async (tx) => {
    if (input.requestKey) {
      await lockRequestKey(tx, actor.schoolId, input.requestKey)
      const seen = await selectCreditNoteByRequestKey(tx, actor.schoolId, input.requestKey)
      if (seen && seen.fkInvoice !== invoiceId) throw conflict(FinanceMsg.requestKeyUsed)
      if (seen) return seen
    }
    return issueCreditNote(tx, {
      ...actor,
      invoiceId,
      amountCents: input.amount,
      remark: input.remark,
      requestKey: input.requestKey,
    })
  })
}
