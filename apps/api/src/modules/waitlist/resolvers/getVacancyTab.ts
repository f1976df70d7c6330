import type { QueryGetVacancyTabArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { vacancyTab } from '../filters'

export const getVacancyTab = guard(
  actions.waitlist.vacancy,
  (a: QueryGetVacancyTabArgs) => ({ centre: a.IDCentre }),
  async (args: QueryGetVacancyTabArgs, { viewer }, ctx) => vacancyTab(ctx.db, viewer.schoolId, args.IDCentre),
)
