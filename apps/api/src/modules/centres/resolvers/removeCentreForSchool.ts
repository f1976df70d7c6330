import type { MutationRemoveCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeCentre } from '../service'

export const removeCentreForSchool = guard(
  actions.centres.remove,
  (a: MutationRemoveCentreForSchoolArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  async (args: MutationRemoveCentreForSchoolArgs, { viewer }, ctx) => {
    await removeCentre(ctx.db, viewer.schoolId, args.centreID)
    return true
  },
)
