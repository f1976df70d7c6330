import type { MutationCreateAdHocCreditNoteArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { createCreditNote } from '../credit-note'
import { toCreditNote } from '../invoice-detail'

export const createAdHocCreditNote = guard(
  actions.finance.creditNote,
  (a: MutationCreateAdHocCreditNoteArgs) => ({ invoice: a.IDInvoice }),
  async (args: MutationCreateAdHocCreditNoteArgs, { viewer }, ctx) => {
    const actor = { schoolId: viewer.schoolId, userId: viewer.userId }
    const note = await createCreditNote(ctx.db, actor, args.IDInvoice, {
      amount: args.amount,
      remark: args.remark,
      requestKey: args.requestKey,
    })
    return toCreditNote(note)
  },
)
