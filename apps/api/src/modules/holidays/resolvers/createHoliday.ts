import type { MutationCreateHolidayArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard, guardByCase } from '../../../platform/authz/guard'
import { type HolidayContext, saveHoliday } from '../service'
import { toHoliday } from './holiday-mapper'

const create = async (args: Args, grant: SignedInGrant, ctx: HolidayContext) =>
  toHoliday(await saveHoliday(ctx.db, ctx, grant.viewer.schoolId, undefined, args.holiday), ctx)

// A public holiday closes every centre (head office's); another, each centre it closes is a target.
export const createHoliday = guardByCase(
  (a: Args) => a.holiday.isPublic,
  guard(actions.holidays.public, bySchool, create),
  guard(
    actions.holidays.write,
    (a: Args) => ({ school: a.IDSchool, centre: a.holiday.centreIDs ?? [] }),
    create,
  ),
)
