import type { MutationCancelAvailabilityArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { withdrawAvailability } from '../availability'
import { toAvailability } from './visit-mapper'

export const cancelAvailability = guard(
  actions.visits.cancelAvailability,
  (a: MutationCancelAvailabilityArgs) => ({ availability: a.IDAvailability }),
  async (args: MutationCancelAvailabilityArgs, grant, ctx) =>
    toAvailability(await withdrawAvailability(ctx.db, grant, args.IDAvailability)),
)
