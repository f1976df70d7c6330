import type { QueryGetUpcomingEventsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { eventList } from '../views'
import { toEventList } from './event-mapper'

export const getUpcomingEvents = guard(
  actions.events.read,
  (a: QueryGetUpcomingEventsArgs) => ({ school: a.IDSchool }),
  async (args: QueryGetUpcomingEventsArgs, grant, ctx) =>
    toEventList(await eventList(ctx.db, grant, 'upcoming', toLimitOffset(args.pagination))),
)
