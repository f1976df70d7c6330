import type { QueryGetCentreHolidaysOfYearArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listHolidaysOfYear } from '../service'
import { toHoliday } from './holiday-mapper'

/** Signed in: what each caller sees (staff with holidays.read, parents their children's centres) is the service's rule. */
export const getCentreHolidaysOfYear = guard(
  actions.holidays.read,
  bySchool,
  async (args: QueryGetCentreHolidaysOfYearArgs, grant, ctx) => {
    const holidays = await listHolidaysOfYear(
      ctx.db,
      grant,
      grant.viewer.schoolId,
      args.year,
      args.centreID ?? undefined,
    )
    return Promise.all(holidays.map((h) => toHoliday(h, ctx)))
  },
)
