import type { MutationGetAuthorisedPickupPhotoUploadUrlArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { pickupPhotoUploadTarget } from '../pickups'

export const getAuthorisedPickupPhotoUploadURL = guard(
  actions.kiosk.writePickups,
  (a: Args) => ({ child: a.childID }),
  (args: Args, { viewer }, ctx) =>
    pickupPhotoUploadTarget(
      ctx.db,
      ctx,
      { schoolId: viewer.schoolId, userId: viewer.userId },
      { filename: args.filename, contentType: args.contentType },
    ),
)
