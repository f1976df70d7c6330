import { singaporeToday } from '@preschool/domain'
import type { QueryGetWithdrawalDefaultRefundAmountArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { defaultRefundAmount } from '../estimate'

export const getWithdrawalDefaultRefundAmount = guard(
  actions.withdrawals.estimate,
  (a: QueryGetWithdrawalDefaultRefundAmountArgs) => ({ child: a.childID }),
  (args: QueryGetWithdrawalDefaultRefundAmountArgs, { viewer }, ctx) =>
    defaultRefundAmount(ctx.db, viewer.schoolId, args.childID, args, singaporeToday()),
)
