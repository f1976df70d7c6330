import type { QueryFindAllCentreByDistanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { centresByPostalCode } from '../centre-search'
import { toEnrollmentCentre } from './enquiry-mapper'

export const findAllCentreByDistance = guard(
  actions.enquiries.form,
  async ({ pagination, ...args }: QueryFindAllCentreByDistanceArgs, _grant, ctx) => {
    const page = await centresByPostalCode(ctx.db, ctx.platform.geocoder, ctx.ip, args, pagination)
    return { totalCount: page.totalCount, data: page.data.map(toEnrollmentCentre) }
  },
)
