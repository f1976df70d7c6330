import type { MutationDeleteHolidayDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { deleteHoliday } from '../service'

export const deleteHolidayDetails = guard(
  actions.holidays.write,
  async (args: MutationDeleteHolidayDetailsArgs, grant, ctx) => {
    await deleteHoliday(ctx.db, ctx, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.holidayID)
    return true
  },
)
