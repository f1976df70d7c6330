import type { MutationUpdateHolidayDetailsArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { guard, guardByCase } from '../../../platform/authz/guard'
import { type HolidayContext, saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

const update = async (args: Args, grant: SignedInGrant, ctx: HolidayContext) =>
  toHoliday(await saveHoliday(ctx.db, ctx, grant.viewer.schoolId, args.holidayID, args.holiday), ctx)

// Made public: head office's. Otherwise the caller must reach every centre it closes, before (the holiday's target)
// and after (each centre named).
export const updateHolidayDetails = guardByCase(
  (a: Args) => a.holiday.isPublic,
  guard(actions.holidays.public, (a: Args) => ({ school: a.IDSchool, holiday: a.holidayID }), update),
  guard(
    actions.holidays.edit,
    (a: Args) => ({ school: a.IDSchool, holiday: a.holidayID, centre: a.holiday.centreIDs ?? [] }),
    update,
  ),
)
