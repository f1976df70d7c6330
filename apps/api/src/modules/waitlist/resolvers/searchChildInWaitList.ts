import type { QuerySearchChildInWaitListArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { searchWaitList } from '../waitlist'
import { toWaitListItem } from './waitlist-mapper'

export const searchChildInWaitList = guard(
  actions.waitlist.list,
  async (args: QuerySearchChildInWaitListArgs, grant, ctx) =>
    (await searchWaitList(ctx.db, grant, args.q)).map(toWaitListItem),
)
