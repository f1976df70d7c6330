import type { MutationGetHolidayPhotoUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { holidayPhotoUploadTarget } from '../service'

export const getHolidayPhotoUploadURL = guard(
  actions.holidays.write,
  async (args: MutationGetHolidayPhotoUploadUrlArgs, { viewer }, ctx) =>
    holidayPhotoUploadTarget(ctx.db, ctx, viewer, assertOwnSchool(viewer, args.IDSchool), {
      filename: args.filename,
      contentType: args.contentType,
    }),
)
