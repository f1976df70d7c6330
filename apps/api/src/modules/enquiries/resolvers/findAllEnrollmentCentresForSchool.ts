import type { QueryFindAllEnrollmentCentresForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listEnrollmentCentres } from '../centre-search'
import { toEnrollmentCentre } from './enquiry-mapper'

export const findAllEnrollmentCentresForSchool = guard(
  actions.enquiries.form,
  async (args: QueryFindAllEnrollmentCentresForSchoolArgs, _grant, ctx) => {
    const page = await listEnrollmentCentres(ctx.db, args)
    return { totalCount: page.totalCount, data: page.data.map(toEnrollmentCentre) }
  },
)
