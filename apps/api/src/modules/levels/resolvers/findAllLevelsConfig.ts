import type { QueryFindAllLevelsConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listLevelsForConfig } from '../service'
import { toLevel } from './level-mapper'

export const findAllLevelsConfig = guard(
  actions.levels.read,
  bySchool,
  async (args: QueryFindAllLevelsConfigArgs, { viewer }, ctx) => {
    const levels = await listLevelsForConfig(ctx.db, viewer.schoolId)
    return { totalCount: levels.length, data: levels.map(toLevel) }
  },
)
