import type { MutationInsertOrUpdateCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveCentre } from '../service'
import { toCentre } from './centre-mapper'

export const insertOrUpdateCentreForSchool = guard(
  actions.centres.write,
  (a: MutationInsertOrUpdateCentreForSchoolArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  async (args: MutationInsertOrUpdateCentreForSchoolArgs, { viewer, centres }, ctx) => {
    const { centreData, addressData, postcodes, levels } = args
    const saved = await saveCentre(
      ctx.db,
      ctx.platform.geocoder,
      centres,
      viewer.schoolId,
      args.centreID ?? undefined,
      { centreData, addressData, postcodes, levels },
    )
    return toCentre(saved)
  },
)
