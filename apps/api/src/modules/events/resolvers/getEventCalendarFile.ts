import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetEventCalendarFileArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { eventIcs } from '../calendar'
import { familyEventOf } from '../views'

export const getEventCalendarFile = guard(
  actions.events.rsvp,
  (a: Args) => ({ child: a.IDChild }),
  async (args: Args, { viewer }, ctx) =>
    eventIcs((await familyEventOf(ctx.db, actorOf(viewer), args.IDEvent, args.IDChild)).event),
)
