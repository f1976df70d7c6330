import type { MutationInsertOrUpdateLevelForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { saveLevel } from '../service'
import { toLevel } from './level-mapper'

export const insertOrUpdateLevelForSchool = guard(
  actions.levels.write,
  async (args: MutationInsertOrUpdateLevelForSchoolArgs, { viewer }, ctx) =>
    toLevel(
      await saveLevel(
        ctx.db,
        assertOwnSchool(viewer, args.IDSchool),
        args.levelID ?? undefined,
        args.levelData,
      ),
    ),
)
