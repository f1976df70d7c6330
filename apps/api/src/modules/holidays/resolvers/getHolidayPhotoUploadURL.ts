import { actorOf } from '../../../platform/authz/actor'
import type { MutationGetHolidayPhotoUploadUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { holidayPhotoUploadTarget } from '../service'

export const getHolidayPhotoUploadURL = guard(
  actions.holidays.write,
  bySchool,
  async (args: MutationGetHolidayPhotoUploadUrlArgs, { viewer }, ctx) =>
    holidayPhotoUploadTarget(ctx.db, ctx, actorOf(viewer), {
      filename: args.filename,
      contentType: args.contentType,
    }),
)
