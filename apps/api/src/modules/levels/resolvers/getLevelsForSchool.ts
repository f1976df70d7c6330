import type { QueryGetLevelsForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listActiveLevels } from '../service'
import { toLevel } from './level-mapper'

export const getLevelsForSchool = guard(
  actions.levels.public,
  async (args: QueryGetLevelsForSchoolArgs, _grant, ctx) =>
    (await listActiveLevels(ctx.db, args.IDSchool)).map(toLevel),
)
