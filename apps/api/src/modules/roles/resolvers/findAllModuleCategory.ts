import type { QueryFindAllModuleCategoryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listModuleCategories } from '../service'
import { toModuleCategory } from './role-mapper'

export const findAllModuleCategory = guard(
  actions.roles.read,
  bySchool,
  async (args: QueryFindAllModuleCategoryArgs, { viewer }, ctx) =>
    (await listModuleCategories(ctx.db, viewer.schoolId)).map(toModuleCategory),
)
