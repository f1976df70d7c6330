import type { MutationCreateHolidayArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

export const createHoliday = guard(
  actions.holidays.write,
  async (args: MutationCreateHolidayArgs, grant, ctx) =>
    toHoliday(
      await saveHoliday(
        ctx.db,
        ctx,
        grant,
        assertOwnSchool(grant.viewer, args.IDSchool),
        undefined,
        args.holiday,
      ),
      ctx,
    ),
)
