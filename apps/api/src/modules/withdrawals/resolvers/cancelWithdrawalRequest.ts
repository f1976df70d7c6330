import type { MutationCancelWithdrawalRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelRequest } from '../decisions'
import { withdrawalView } from '../views'

export const cancelWithdrawalRequest = guard(
  actions.withdrawals.cancelRequest,
  (a: MutationCancelWithdrawalRequestArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationCancelWithdrawalRequestArgs, { viewer }, ctx) => {
    await cancelRequest(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, args.remark)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
