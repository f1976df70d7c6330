import type { QueryGetPastEventsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { eventList } from '../views'
import { toEventList } from './event-mapper'

export const getPastEvents = guard(
  actions.events.read,
  (a: QueryGetPastEventsArgs) => ({ school: a.IDSchool }),
  async (args: QueryGetPastEventsArgs, grant, ctx) =>
    toEventList(await eventList(ctx.db, grant, 'past', toLimitOffset(args.pagination))),
)
