import type { QueryFindNearestCentresByLatLongArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { nearestCentres } from '../centre-search'
import { toEnrollmentCentre } from './enquiry-mapper'

export const findNearestCentresByLatLong = guard(
  actions.enquiries.form,
  async ({ pagination, ...args }: QueryFindNearestCentresByLatLongArgs, _grant, ctx) => {
    const page = await nearestCentres(ctx.db, args, pagination)
    return { totalCount: page.totalCount, data: page.data.map(toEnrollmentCentre) }
  },
)
