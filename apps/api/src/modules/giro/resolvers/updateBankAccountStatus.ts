import type { MutationUpdateBankAccountStatusArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateBankAccountStatus as update } from '../status'
import { toBankAccount } from './giro-mapper'

export const updateBankAccountStatus = guard(
  actions.giro.decide,
  (a: MutationUpdateBankAccountStatusArgs) => ({ bankAccount: a.IDBankAccount }),
  async ({ IDBankAccount, ...change }, grant, ctx) =>
    toBankAccount(await update(ctx.db, ctx, grant, IDBankAccount, change)),
)
