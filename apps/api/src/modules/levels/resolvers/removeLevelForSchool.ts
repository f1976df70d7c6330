import type { MutationRemoveLevelForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { removeLevel } from '../service'

export const removeLevelForSchool = guard(
  actions.levels.write,
  async (args: MutationRemoveLevelForSchoolArgs, { viewer }, ctx) => {
    await removeLevel(ctx.db, assertOwnSchool(viewer, args.IDSchool), args.levelID)
    return true
  },
)
