import type { QueryFindAllFeeDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listDrafts } from '../draft-views'

export const findAllFeeDraft = guard(
  actions.fees.read,
  bySchool,
  (args: QueryFindAllFeeDraftArgs, grant, ctx) => listDrafts(ctx.db, grant, args.filter, args.pagination),
)
