import type { MutationNewTagArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { createTag } from '../tags'
import { toTag } from './waitlist-mapper'

export const newTag = guard(actions.waitlist.newTag, async (args: MutationNewTagArgs, { viewer }, ctx) =>
  toTag(await createTag(ctx.db, viewer, { description: args.description })),
)
