import type { QueryFindAllCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listCentres } from '../service'
import { toCentre } from './centre-mapper'

export const findAllCentreForSchool = guard(
  actions.centres.read,
  async (args: QueryFindAllCentreForSchoolArgs, { viewer, centres }, ctx) => {
    const schoolId = assertOwnSchool(viewer, args.IDSchool)
    const { totalCount, rows } = await listCentres(ctx.db, centres, schoolId, args.filter, args.pagination)
    return { totalCount, data: rows.map(toCentre) }
  },
)
