import type { QueryFindAllLevelsConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listLevelsForConfig } from '../service'
import { toLevel } from './level-mapper'

export const findAllLevelsConfig = guard(
  actions.levels.read,
  async (args: QueryFindAllLevelsConfigArgs, { viewer }, ctx) => {
    const levels = await listLevelsForConfig(ctx.db, assertOwnSchool(viewer, args.IDSchool))
    return { totalCount: levels.length, data: levels.map(toLevel) }
  },
)
