import type { QueryGetEventRsvpChildListArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { rsvpChildList, rsvpStatus } from '../views'
import { toRsvpChild } from './event-mapper'

export const getEventRsvpChildList = guard(
  actions.events.view,
  (a: QueryGetEventRsvpChildListArgs) => ({ event: a.IDEvent }),
  async (args: QueryGetEventRsvpChildListArgs, _grant, ctx) => {
    const page = await rsvpChildList(
      ctx.db,
      args.IDEvent,
      rsvpStatus(args.status),
      toLimitOffset(args.pagination),
    )
    return { totalCount: page.totalCount, data: page.data.map(toRsvpChild) }
  },
)
