import type { MutationRemoveEventRsvpGuestArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeGuest } from '../rsvp'
import { selectRsvpRow } from '../rsvp-queries'
import { rsvpChild } from '../views'
import { toRsvpChild } from './event-mapper'

export const removeEventRsvpGuest = guard(
  actions.events.removeRsvp,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) => {
    const rsvpId = await removeGuest(ctx.db, viewer, args.IDEvent, args.IDGuest)
    return toRsvpChild(await rsvpChild(ctx.db, await selectRsvpRow(ctx.db, rsvpId)))
  },
)
