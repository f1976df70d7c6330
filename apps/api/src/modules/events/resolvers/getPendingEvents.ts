import type { QueryGetPendingEventsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { eventList } from '../views'
import { toEventList } from './event-mapper'

export const getPendingEvents = guard(
  actions.events.read,
  (a: QueryGetPendingEventsArgs) => ({ school: a.IDSchool }),
  async (args: QueryGetPendingEventsArgs, grant, ctx) =>
    toEventList(await eventList(ctx.db, grant, 'pending', toLimitOffset(args.pagination))),
)
