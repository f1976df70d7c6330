import { accountListingFilterSchema } from '@preschool/domain'
import type { QueryGetAccountListingArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { accountEntries } from '../account-listing'
import { selectChildBalance, selectChildName } from '../invoice-queries'

export const getAccountListing = guard(
  actions.finance.childInvoices,
  (a: QueryGetAccountListingArgs) => ({ child: a.IDChild }),
  async (args: QueryGetAccountListingArgs, { viewer }, ctx) => {
    const { paymentType } = parseInput(accountListingFilterSchema, { paymentType: args.paymentType })
    const [entries, balance, childName] = await Promise.all([
      accountEntries(ctx.db, viewer.schoolId, args.IDChild),
      selectChildBalance(ctx.db, viewer.schoolId, args.IDChild),
      selectChildName(ctx.db, viewer.schoolId, args.IDChild),
    ])
    // The filters narrow the rows shown; each row keeps the whole account's balance after it.
    const shown = entries.filter(
      (e) =>
        (args.isCDA == null || e.cda === args.isCDA) &&
        (paymentType == null || e.paymentType === paymentType),
    )
    return {
      IDChild: args.IDChild,
      childName,
      entries: shown,
      closingBalance: entries.at(-1)?.balance ?? 0,
      ...balance,
    }
  },
)
