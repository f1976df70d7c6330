import type { QueryFindAllNegativeVacanciesByCentreArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { negativeVacancies } from '../vacancy-plan'

export const findAllNegativeVacanciesByCentre = guard(
  actions.planning.read,
  (a: QueryFindAllNegativeVacanciesByCentreArgs) => ({ centre: a.centreID }),
  async (args: QueryFindAllNegativeVacanciesByCentreArgs, { viewer }, ctx) =>
    negativeVacancies(ctx.db, viewer.schoolId, args.centreID),
)
