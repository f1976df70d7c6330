import type { MutationSaveChildAuthorisedPickupArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveAuthorisedPickup } from '../pickups'
import { toPickups } from './mappers'

export const saveChildAuthorisedPickup = guard(
  actions.kiosk.writePickups,
  (a: MutationSaveChildAuthorisedPickupArgs) => ({ child: a.childID }),
  async (args: MutationSaveChildAuthorisedPickupArgs, { viewer }, ctx) =>
    toPickups(
      ctx,
      await saveAuthorisedPickup(
        ctx.db,
        ctx,
        { schoolId: viewer.schoolId, userId: viewer.userId },
        args.childID,
        args.pickupID ?? null,
        args.pickup,
      ),
    ),
)
