import type { QueryGetWithdrawalDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { withdrawalView } from '../views'

export const getWithdrawalDraft = guard(
  actions.withdrawals.view,
  (a: QueryGetWithdrawalDraftArgs) => ({ withdrawal: a.IDWithdrawal }),
  (args: QueryGetWithdrawalDraftArgs, { viewer }, ctx) =>
    withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal),
)
