import type { MutationGetBroadcastingPhotoUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { createUploadTarget } from '../../../platform/storage/files'

export const getBroadcastingPhotoUploadUrl = guard(
  actions.broadcasts.compose,
  bySchool,
  (args: MutationGetBroadcastingPhotoUploadUrlArgs, grant, ctx) =>
    createUploadTarget(ctx.db, ctx, {
      schoolId: grant.viewer.schoolId,
      userId: grant.viewer.userId,
      purpose: 'broadcast_attachment',
      filename: args.filename,
      contentType: args.contentType,
    }),
)
