import type { MutationRemoveChildAuthorisedPickupArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeAuthorisedPickup } from '../pickups'
import { toPickups } from './mappers'

export const removeChildAuthorisedPickup = guard(
  actions.kiosk.writePickups,
  (a: MutationRemoveChildAuthorisedPickupArgs) => ({ child: a.childID }),
  async (args: MutationRemoveChildAuthorisedPickupArgs, { viewer }, ctx) =>
    toPickups(ctx, await removeAuthorisedPickup(ctx.db, ctx, viewer.schoolId, args.childID, args.pickupID)),
)
