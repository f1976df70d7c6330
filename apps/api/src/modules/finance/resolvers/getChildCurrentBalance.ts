import type { QueryGetChildCurrentBalanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectChildBalance } from '../invoice-queries'

export const getChildCurrentBalance = guard(
  actions.finance.childInvoices,
  (a: QueryGetChildCurrentBalanceArgs) => ({ child: a.IDChild }),
  (args: QueryGetChildCurrentBalanceArgs, { viewer }, ctx) =>
    selectChildBalance(ctx.db, viewer.schoolId, args.IDChild),
)
