import type { QueryGetPendingForm2ESignatureChildrenArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { pendingSignatureChildren } from '../pending-signatures'

export const getPendingForm2ESignatureChildren = guard(
  actions.withdrawals.pendingSignatures,
  (args: QueryGetPendingForm2ESignatureChildrenArgs, grant, ctx) =>
    pendingSignatureChildren(ctx.db, grant, 'form2', args.pendingStatus),
)
