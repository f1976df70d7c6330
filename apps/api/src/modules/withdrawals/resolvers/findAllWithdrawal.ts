import type { QueryFindAllWithdrawalArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listWithdrawals } from '../views'

export const findAllWithdrawal = guard(
  actions.withdrawals.read,
  bySchool,
  (args: QueryFindAllWithdrawalArgs, grant, ctx) =>
    listWithdrawals(ctx.db, grant, args.filter, args.pagination, 'completed'),
)
