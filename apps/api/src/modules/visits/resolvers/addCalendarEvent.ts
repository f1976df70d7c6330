import type { MutationAddCalendarEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addAvailability } from '../availability'
import { toAvailability } from './visit-mapper'

export const addCalendarEvent = guard(
  actions.visits.write,
  (a: MutationAddCalendarEventArgs) => ({ centre: a.IDCentre }),
  async (args: MutationAddCalendarEventArgs, grant, ctx) =>
    toAvailability(await addAvailability(ctx.db, grant, args.IDCentre, args.availability)),
)
