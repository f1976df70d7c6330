import type { MutationRemoveLevelForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { removeLevel } from '../service'

export const removeLevelForSchool = guard(
  actions.levels.write,
  bySchool,
  async (args: MutationRemoveLevelForSchoolArgs, { viewer }, ctx) => {
    await removeLevel(ctx.db, viewer.schoolId, args.levelID)
    return true
  },
)
