import type { QueryGetSchoolIntroductionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { schoolIntroduction } from '../pages'

export const getSchoolIntroduction = guard(
  actions.publicPages.read,
  async (args: QueryGetSchoolIntroductionArgs, _grant, ctx) => schoolIntroduction(ctx.db, ctx.ip, args),
)
