import type { QueryCapacitiesByFkCentreFkLevelYearArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { capacitiesOfYear } from '../plan-service'

export const capacitiesByFkCentreFkLevelYear = guard(
  actions.planning.read,
  (a: QueryCapacitiesByFkCentreFkLevelYearArgs) => ({ centre: a.IDCentre }),
  async (args: QueryCapacitiesByFkCentreFkLevelYearArgs, { viewer }, ctx) =>
    capacitiesOfYear(ctx.db, viewer.schoolId, args.IDCentre, args.IDLevel, args.Year),
)
