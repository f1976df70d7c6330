import type { MutationRemoveChildAuthorisedPickupArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeAuthorisedPickup } from '../pickups'
import { toPickup } from './mappers'

export const removeChildAuthorisedPickup = guard(
  actions.kiosk.writePickups,
  (a: MutationRemoveChildAuthorisedPickupArgs) => ({ child: a.childID }),
  async (args: MutationRemoveChildAuthorisedPickupArgs, { viewer }, ctx) =>
    (await removeAuthorisedPickup(ctx.db, viewer.schoolId, args.childID, args.pickupID)).map(toPickup),
)
