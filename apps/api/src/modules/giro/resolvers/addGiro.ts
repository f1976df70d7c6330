import type { MutationAddGiroArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addGiro as add } from '../applications'
import { toBankAccount } from './giro-mapper'

export const addGiro = guard(
  actions.giro.add,
  (a: MutationAddGiroArgs) => ({ child: a.giroAccount.IDChild }),
  async (args, grant, ctx) =>
    toBankAccount(await add(ctx.db, ctx, grant, args.giroAccount, args.paymentType)),
)
