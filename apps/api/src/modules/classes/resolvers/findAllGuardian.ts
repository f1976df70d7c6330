import type { QueryFindAllGuardianArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectGuardiansOf } from '../child-queries'
import { toGuardian } from './child-mapper'

export const findAllGuardian = guard(
  actions.children.read,
  (a: QueryFindAllGuardianArgs) => ({ child: a.IDChild }),
  async (args: QueryFindAllGuardianArgs, _grant, ctx) =>
    (await selectGuardiansOf(ctx.db, [args.IDChild])).map(toGuardian),
)
