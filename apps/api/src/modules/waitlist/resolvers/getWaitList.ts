import type { QueryGetWaitListArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listWaitList } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const getWaitList = guard(actions.waitlist.list, async (args: QueryGetWaitListArgs, grant, ctx) => {
  const page = await listWaitList(ctx.db, grant, args)
  return { totalCount: page.totalCount, data: page.data.map(toWaitListItem) }
})
