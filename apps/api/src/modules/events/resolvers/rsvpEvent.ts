import { actorOf } from '../../../platform/authz/actor'
import type { MutationRsvpEventArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { answerRsvp } from '../rsvp'
import { familyEventOf } from '../views'
import { toMyEvent } from './event-mapper'

export const rsvpEvent = guard(
  actions.events.rsvp,
  (a: Args) => ({ child: a.IDChild }),
  async (args: Args, { viewer }, ctx) => {
    await answerRsvp(ctx.db, viewer, args.IDEvent, args.IDChild, args.rsvp)
    return toMyEvent(await familyEventOf(ctx.db, actorOf(viewer), args.IDEvent, args.IDChild))
  },
)
