import type { MutationUpdateTagByFieldsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { changeTagWeight } from '../tags'
import { toTag } from './waitlist-mapper'

export const updateTagByFields = guard(
  actions.waitlist.editTag,
  (a: MutationUpdateTagByFieldsArgs) => ({ tag: a.ID }),
  async (args: MutationUpdateTagByFieldsArgs, { viewer }, ctx) =>
    toTag(await changeTagWeight(ctx.db, viewer, args.ID, { weight: args.weight })),
)
