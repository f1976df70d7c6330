import type { QueryGetBlackListDataArgs } from '../../../generated/graphql'
import { blacklists } from '../../../db/schema'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { reachCondition } from '../../../platform/authz/reach'
import { listBlacklist } from '../blacklist-lists'
import { toBlacklistEntry } from './blacklist-mapper'

export const getBlackListData = guard(
  actions.blacklist.read,
  bySchool,
  async (args: QueryGetBlackListDataArgs, grant, ctx) => {
    const reach = reachCondition(grant, { centre: blacklists.fkCentre })
    const page = await listBlacklist(ctx.db, grant.viewer.schoolId, reach, args.filter, args.pagination)
    return { totalCount: page.totalCount, data: page.data.map(toBlacklistEntry) }
  },
)
