import type { MutationSavePublicPagesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { savePublicPages as save } from '../content'

export const savePublicPages = guard(
  actions.publicPages.write,
  bySchool,
  async (args: MutationSavePublicPagesArgs, { viewer }, ctx) =>
    save(ctx.db, ctx, viewer.schoolId, viewer.userId, args.content),
)
