import type { MutationUpdateChildByFieldsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { updateChildFields } from '../children-service'
import { toChild } from './child-mapper'

export const updateChildByFields = guard(
  actions.children.write,
  (a: MutationUpdateChildByFieldsArgs) => ({ child: a.IDChild }),
  async (args: MutationUpdateChildByFieldsArgs, { viewer }, ctx) =>
    toChild(await updateChildFields(ctx.db, ctx, viewer, args.IDChild, args.data), ctx),
)
