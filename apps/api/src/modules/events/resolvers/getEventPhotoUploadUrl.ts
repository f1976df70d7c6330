import type { MutationGetEventPhotoUploadUrlArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { createUploadTarget } from '../../../platform/storage/files'

export const getEventPhotoUploadUrl = guard(
  actions.events.photos,
  (a: Args) => ({ event: a.IDEvent }),
  (args: Args, { viewer }, ctx) =>
    createUploadTarget(ctx.db, ctx, {
      schoolId: viewer.schoolId,
      userId: viewer.userId,
      purpose: 'event_photo',
      filename: args.filename,
      contentType: args.contentType,
    }),
)
