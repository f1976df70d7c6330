import type { QueryEventByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { eventOf } from '../drafts'
import { toEvent } from './event-mapper'

export const eventById = guard(
  actions.events.view,
  (a: QueryEventByIdArgs) => ({ event: a.IDEvent }),
  async (args: QueryEventByIdArgs, { viewer }, ctx) =>
    toEvent(await eventOf(ctx.db, viewer.schoolId, args.IDEvent)),
)
