import type { QueryGetCentreHolidaysOfYearArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listHolidaysOfYear } from '../service'
import { toHoliday } from './holiday-mapper'

/** Signed in: what each caller sees (staff with holidays.read, parents their children's centres) is the service's rule. */
export const getCentreHolidaysOfYear = guard(
  actions.signedIn,
  async (args: QueryGetCentreHolidaysOfYearArgs, { viewer }, ctx) => {
    const holidays = await listHolidaysOfYear(
      ctx.db,
      viewer,
      assertOwnSchool(viewer, args.IDSchool),
      args.year,
      args.centreID ?? undefined,
    )
    return Promise.all(holidays.map((h) => toHoliday(h, ctx)))
  },
)
