import type { QueryGetPublicPagesForEditArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { publicPagesForEdit } from '../content'

export const getPublicPagesForEdit = guard(
  actions.publicPages.draft,
  bySchool,
  async (_args: QueryGetPublicPagesForEditArgs, { viewer }, ctx) =>
    publicPagesForEdit(ctx.db, viewer.schoolId),
)
