import type { MutationCreateHolidayArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

export const createHoliday = guard(
  actions.holidays.write,
  bySchool,
  async (args: MutationCreateHolidayArgs, grant, ctx) =>
    toHoliday(await saveHoliday(ctx.db, ctx, grant, grant.viewer.schoolId, undefined, args.holiday), ctx),
)
