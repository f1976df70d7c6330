import type { QueryFindAllWithdrawalDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listWithdrawals } from '../views'

export const findAllWithdrawalDraft = guard(
  actions.withdrawals.read,
  bySchool,
  (args: QueryFindAllWithdrawalDraftArgs, grant, ctx) =>
    listWithdrawals(ctx.db, grant, args.filter, args.pagination, 'drafts'),
)
