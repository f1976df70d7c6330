import type { QueryFindAllModuleCategoryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listModuleCategories } from '../service'
import { toModuleCategory } from './role-mapper'

export const findAllModuleCategory = guard(
  actions.roles.read,
  async (args: QueryFindAllModuleCategoryArgs, { viewer }, ctx) =>
    (await listModuleCategories(ctx.db, assertOwnSchool(viewer, args.IDSchool))).map(toModuleCategory),
)
