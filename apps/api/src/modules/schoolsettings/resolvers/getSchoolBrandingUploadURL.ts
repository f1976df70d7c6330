import type { MutationGetSchoolBrandingUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { brandingUploadTarget } from '../service'

export const getSchoolBrandingUploadURL = guard(
  actions.schoolConfig.write,
  async (args: MutationGetSchoolBrandingUploadUrlArgs, { viewer }, ctx) =>
    brandingUploadTarget(ctx.db, ctx, {
      schoolId: assertOwnSchool(viewer, args.IDSchool),
      userId: viewer.userId,
      purpose: args.purpose,
      filename: args.filename,
      contentType: args.contentType,
    }),
)
