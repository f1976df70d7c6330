import { creditNoteInputSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { issueCreditNote } from '../ledger'

/** createAdHocCreditNote: the ledger's credit note with a required remark, in one transaction. */
export async function createCreditNote(
  db: DbOrTx,
  actor: { schoolId: number; userId: number },
  invoiceId: number,
  raw: { amount: number; remark: string },
) {
  const input = parseInput(creditNoteInputSchema, raw)
  return db.transaction((tx) =>
    issueCreditNote(tx, { ...actor, invoiceId, amountCents: input.amount, remark: input.remark }),
  )
}
