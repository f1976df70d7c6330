import { actorOf } from '../../../platform/authz/actor'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { familyEvents } from '../views'
import { toMyEvent } from './event-mapper'

export const getMyEvents = guard(actions.events.family, async (_args: unknown, { viewer }, ctx) =>
  (await familyEvents(ctx.db, actorOf(viewer))).map(toMyEvent),
)
