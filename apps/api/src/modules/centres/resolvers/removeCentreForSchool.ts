import type { MutationRemoveCentreForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { removeCentre } from '../service'

export const removeCentreForSchool = guard(
  actions.centres.write,
  async (args: MutationRemoveCentreForSchoolArgs, { viewer, centres }, ctx) => {
    await removeCentre(ctx.db, centres, assertOwnSchool(viewer, args.IDSchool), args.centreID)
    return true
  },
)
