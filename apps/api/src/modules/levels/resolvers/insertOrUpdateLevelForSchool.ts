import type { MutationInsertOrUpdateLevelForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { saveLevel } from '../service'
import { toLevel } from './level-mapper'

export const insertOrUpdateLevelForSchool = guard(
  actions.levels.write,
  bySchool,
  async (args: MutationInsertOrUpdateLevelForSchoolArgs, { viewer }, ctx) =>
    toLevel(await saveLevel(ctx.db, viewer.schoolId, args.levelID ?? undefined, args.levelData)),
)
