import type { MutationOnAllWithdrawalDocumentedVerifiedArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { verifyDocuments } from '../decisions'
import { withdrawalView } from '../views'

export const onAllWithdrawalDocumentedVerified = guard(
  actions.withdrawals.verifyDocuments,
  (a: MutationOnAllWithdrawalDocumentedVerifiedArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationOnAllWithdrawalDocumentedVerifiedArgs, { viewer }, ctx) => {
    await verifyDocuments(ctx.db, viewer, args.IDWithdrawal)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
