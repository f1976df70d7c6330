import type { MutationUpdateHolidayDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

export const updateHolidayDetails = guard(
  actions.holidays.edit,
  (a: MutationUpdateHolidayDetailsArgs) => ({ school: a.IDSchool, holiday: a.holidayID }),
  async (args: MutationUpdateHolidayDetailsArgs, grant, ctx) =>
    toHoliday(
      await saveHoliday(ctx.db, ctx, grant, grant.viewer.schoolId, args.holidayID, args.holiday),
      ctx,
    ),
)
