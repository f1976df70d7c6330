import type { QueryGetDraftEventsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { eventList } from '../views'
import { toEventList } from './event-mapper'

export const getDraftEvents = guard(
  actions.events.read,
  (a: QueryGetDraftEventsArgs) => ({ school: a.IDSchool }),
  async (args: QueryGetDraftEventsArgs, grant, ctx) =>
    toEventList(await eventList(ctx.db, grant, 'draft', toLimitOffset(args.pagination))),
)
