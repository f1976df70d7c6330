import type { MutationGetSchoolBrandingUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { brandingUploadTarget } from '../service'

export const getSchoolBrandingUploadURL = guard(
  actions.schoolConfig.write,
  bySchool,
  async (args: MutationGetSchoolBrandingUploadUrlArgs, { viewer }, ctx) =>
    brandingUploadTarget(ctx.db, ctx, {
      schoolId: viewer.schoolId,
      userId: viewer.userId,
      purpose: args.purpose,
      filename: args.filename,
      contentType: args.contentType,
    }),
)
