import type { MutationUpdateHolidayDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

export const updateHolidayDetails = guard(
  actions.holidays.write,
  async (args: MutationUpdateHolidayDetailsArgs, grant, ctx) =>
    toHoliday(
      await saveHoliday(
        ctx.db,
        ctx,
        grant,
        assertOwnSchool(grant.viewer, args.IDSchool),
        args.holidayID,
        args.holiday,
      ),
      ctx,
    ),
)
