import type { QueryFindAllCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listCentres } from '../service'
import { toCentre } from './centre-mapper'

export const findAllCentreForSchool = guard(
  actions.centres.read,
  bySchool,
  async (args: QueryFindAllCentreForSchoolArgs, { viewer, centres }, ctx) => {
    const { totalCount, rows } = await listCentres(
      ctx.db,
      centres,
      viewer.schoolId,
      args.filter,
      args.pagination,
    )
    return { totalCount, data: rows.map(toCentre) }
  },
)
