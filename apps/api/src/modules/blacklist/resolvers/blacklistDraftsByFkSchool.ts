import type { QueryBlacklistDraftsByFkSchoolArgs } from '../../../generated/graphql'
import { blacklistDrafts } from '../../../db/schema'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { reachCondition } from '../../../platform/authz/reach'
import { listDrafts } from '../blacklist-lists'
import { toBlacklistDraft } from './blacklist-mapper'

export const blacklistDraftsByFkSchool = guard(
  actions.blacklist.read,
  bySchool,
  async (args: QueryBlacklistDraftsByFkSchoolArgs, grant, ctx) => {
    const reach = reachCondition(grant, { centre: blacklistDrafts.fkCentre })
    const page = await listDrafts(ctx.db, grant.viewer.schoolId, reach, args.status, args.pagination)
    return { totalCount: page.totalCount, data: page.data.map((row) => toBlacklistDraft(row)) }
  },
)
