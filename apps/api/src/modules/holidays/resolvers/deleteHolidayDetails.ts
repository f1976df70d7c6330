import type { MutationDeleteHolidayDetailsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { deleteHoliday } from '../service'

// The caller reaches every centre the holiday closes (a public one: head office).
export const deleteHolidayDetails = guard(
  actions.holidays.edit,
  (a: MutationDeleteHolidayDetailsArgs) => ({ school: a.IDSchool, holiday: a.holidayID }),
  async (args: MutationDeleteHolidayDetailsArgs, grant, ctx) => {
    await deleteHoliday(ctx.db, ctx, grant.viewer.schoolId, args.holidayID)
    return true
  },
)
