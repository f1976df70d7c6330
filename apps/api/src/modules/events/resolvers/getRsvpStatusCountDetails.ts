import { RSVP_STATUSES } from '@preschool/domain'
import type { QueryGetRsvpStatusCountDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectStatusCounts } from '../rsvp-queries'

/** Every status, zero where no child has it, so the tabs always show their counts. */
export const getRsvpStatusCountDetails = guard(
  actions.events.view,
  (a: QueryGetRsvpStatusCountDetailsArgs) => ({ event: a.IDEvent }),
  async (args: QueryGetRsvpStatusCountDetailsArgs, _grant, ctx) => {
    const counts = await selectStatusCounts(ctx.db, args.IDEvent)
    return RSVP_STATUSES.map((status) => {
      const found = counts.find((c) => c.status === status)
      return { status, children: found?.children ?? 0, guests: found?.guests ?? 0 }
    })
  },
)
