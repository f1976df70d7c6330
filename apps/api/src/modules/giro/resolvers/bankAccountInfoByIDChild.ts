import type { QueryBankAccountInfoByIdChildArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childAccounts } from '../accounts'
import { toBankAccount } from './giro-mapper'

export const bankAccountInfoByIDChild = auditedRead(
  'child',
  guard(
    actions.giro.read,
    (a: QueryBankAccountInfoByIdChildArgs) => ({ child: a.IDChild }),
    async (args, { viewer }, ctx) => ({
      IDChild: args.IDChild,
      accounts: (await childAccounts(ctx.db, viewer.schoolId, args.IDChild)).map(toBankAccount),
    }),
  ),
)
