import type { QueryGetBroadcastingArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listBroadcasts } from '../listing'
import { toBroadcast } from './broadcast-mapper'

export const getBroadcasting = guard(
  actions.broadcasts.list,
  bySchool,
  async (args: QueryGetBroadcastingArgs, grant, ctx) => {
    const page = await listBroadcasts(ctx.db, ctx, grant, args.filter, args.pagination)
    return { ...page, data: page.data.map(toBroadcast) }
  },
)
