import type { QueryGetAllEventsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { eventList } from '../views'
import { toEventList } from './event-mapper'

export const getAllEvents = guard(
  actions.events.read,
  (a: QueryGetAllEventsArgs) => ({ school: a.IDSchool }),
  async (args: QueryGetAllEventsArgs, grant, ctx) =>
    toEventList(await eventList(ctx.db, grant, 'all', toLimitOffset(args.pagination))),
)
