import type { MutationRejectWithdrawalRequestByHqArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideByHQ } from '../decisions'
import { withdrawalView } from '../views'

export const rejectWithdrawalRequestByHQ = guard(
  actions.withdrawals.approveHQ,
  (a: MutationRejectWithdrawalRequestByHqArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationRejectWithdrawalRequestByHqArgs, { viewer }, ctx) => {
    await decideByHQ(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, false, args.decision)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
