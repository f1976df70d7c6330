import type { QueryCapacityDraftsByFkSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listCapacityDrafts } from '../plan-service'
import { toCapacityDraft } from './draft-mapper'

export const capacityDraftsByFkSchool = guard(
  actions.planning.drafts,
  bySchool,
  async (args: QueryCapacityDraftsByFkSchoolArgs, grant, ctx) => {
    const { totalCount, rows } = await listCapacityDrafts(ctx.db, grant, args.filter, args.pagination)
    return { totalCount, data: rows.map((d) => toCapacityDraft(d)) }
  },
)
