import type { QueryGetPendingWithdrawalForm3ESignatureChildrenArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { pendingSignatureChildren } from '../pending-signatures'

export const getPendingWithdrawalForm3ESignatureChildren = guard(
  actions.withdrawals.pendingSignatures,
  (args: QueryGetPendingWithdrawalForm3ESignatureChildrenArgs, grant, ctx) =>
    pendingSignatureChildren(ctx.db, grant, 'form3', args.pendingStatus),
)
