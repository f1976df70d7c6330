import type { MutationApproveWithdrawalRequestByHqArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideByHQ } from '../decisions'
import { withdrawalView } from '../views'

export const approveWithdrawalRequestByHQ = guard(
  actions.withdrawals.approveHQ,
  (a: MutationApproveWithdrawalRequestByHqArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationApproveWithdrawalRequestByHqArgs, { viewer }, ctx) => {
    await decideByHQ(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, true, args.decision)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
