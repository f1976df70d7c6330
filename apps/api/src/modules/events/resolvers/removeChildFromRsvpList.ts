import type { MutationRemoveChildFromRsvpListArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeChild } from '../rsvp'
import { selectRsvpRow } from '../rsvp-queries'
import { rsvpChild } from '../views'
import { toRsvpChild } from './event-mapper'

export const removeChildFromRsvpList = guard(
  actions.events.removeRsvp,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) => {
    const rsvpId = await removeChild(ctx.db, viewer, args.IDEvent, args.IDChild)
    return toRsvpChild(await rsvpChild(ctx.db, await selectRsvpRow(ctx.db, rsvpId)))
  },
)
