import type { QueryGetRsvpAttendeesClassAndCentreCountByStatusArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectClassCentreCounts } from '../rsvp-queries'
import { rsvpStatus } from '../views'

export const getRsvpAttendeesClassAndCentreCountByStatus = guard(
  actions.events.view,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, _grant, ctx) =>
    (await selectClassCentreCounts(ctx.db, args.IDEvent, rsvpStatus(args.status))).map((c) => ({
      centreID: c.centreId,
      centreLabel: c.centreLabel,
      classID: c.classId,
      classLabel: c.classLabel,
      children: c.children,
      guests: c.guests,
    })),
)
