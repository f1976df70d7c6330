import { actorOf } from '../../../platform/authz/actor'
import type { QueryFindAllChildActivityLogArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listEnquiryActivityLog } from '../activity-log'
import { toChildActivityLog } from './waitlist-mapper'

export const findAllChildActivityLog = guard(
  actions.waitlist.read,
  (a: QueryFindAllChildActivityLogArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryFindAllChildActivityLogArgs, { viewer }, ctx) => {
    const page = await listEnquiryActivityLog(ctx.db, actorOf(viewer), args.IDEnquiry, args.pagination)
    return { totalCount: page.totalCount, data: page.rows.map(toChildActivityLog) }
  },
)
