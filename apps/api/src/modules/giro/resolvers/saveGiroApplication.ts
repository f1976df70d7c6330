import type { MutationSaveGiroApplicationArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveGiroApplication as save } from '../applications'
import { toBankAccount } from './giro-mapper'

export const saveGiroApplication = guard(
  actions.giro.apply,
  (a: MutationSaveGiroApplicationArgs) => ({ child: a.IDChild, school: a.IDSchool }),
  async (args, grant, ctx) =>
    toBankAccount(await save(ctx.db, ctx, grant, args.IDChild, args.giroApplication)),
)
