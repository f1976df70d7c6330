import type { MutationRemoveCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeCentre } from '../service'

export const removeCentreForSchool = guard(
  actions.centres.write,
  (a: MutationRemoveCentreForSchoolArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  async (args: MutationRemoveCentreForSchoolArgs, { viewer, centres }, ctx) => {
    await removeCentre(ctx.db, centres, viewer.schoolId, args.centreID)
    return true
  },
)
