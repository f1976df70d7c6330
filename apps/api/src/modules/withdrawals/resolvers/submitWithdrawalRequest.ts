import type { MutationSubmitWithdrawalRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitWithdrawal } from '../notice'
import { withdrawalView } from '../views'

export const submitWithdrawalRequest = guard(
  actions.withdrawals.submit,
  (a: MutationSubmitWithdrawalRequestArgs) => ({ child: a.childID }),
  async (args: MutationSubmitWithdrawalRequestArgs, { viewer }, ctx) =>
    withdrawalView(
      ctx.db,
      viewer.schoolId,
      await submitWithdrawal(ctx.db, ctx, viewer, args.childID, args.withdrawalData),
    ),
)
