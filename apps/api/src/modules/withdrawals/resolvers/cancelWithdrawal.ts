import type { MutationCancelWithdrawalArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelApproved } from '../decisions'
import { withdrawalView } from '../views'

export const cancelWithdrawal = guard(
  actions.withdrawals.cancel,
  (a: MutationCancelWithdrawalArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationCancelWithdrawalArgs, { viewer }, ctx) => {
    await cancelApproved(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, args.remark)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
