import type { MutationGetClassPhotoUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { classPhotoUploadTarget } from '../class-service'

export const getClassPhotoUploadURL = guard(
  actions.classes.photo,
  bySchool,
  (args: MutationGetClassPhotoUploadUrlArgs, grant, ctx) =>
    classPhotoUploadTarget(ctx.db, ctx, grant, { filename: args.filename, contentType: args.contentType }),
)
