import type { QueryFindAllChildActivityLogByChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listChildActivityLog } from '../activity-log'
import { toChildActivityLog } from './waitlist-mapper'

export const findAllChildActivityLogByChild = guard(
  actions.children.read,
  (a: QueryFindAllChildActivityLogByChildArgs) => ({ child: a.IDChild }),
  async (args: QueryFindAllChildActivityLogByChildArgs, grant, ctx) => {
    const page = await listChildActivityLog(ctx.db, grant, args.IDChild, args.pagination)
    return { totalCount: page.totalCount, data: page.rows.map(toChildActivityLog) }
  },
)
