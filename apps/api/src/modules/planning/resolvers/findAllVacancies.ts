import type { QueryFindAllVacanciesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { vacancyRecords } from '../plan-service'

export const findAllVacancies = guard(
  actions.planning.read,
  (a: QueryFindAllVacanciesArgs) => ({ centre: a.CentreID }),
  async (args: QueryFindAllVacanciesArgs, { viewer }, ctx) =>
    vacancyRecords(ctx.db, viewer.schoolId, {
      fkCentre: args.CentreID,
      fkLevel: args.ServiceLevel,
      year: args.Year,
      isPublic: args.IsPublic ?? false,
      fromMonth: args.fromMonth ?? null,
    }),
)
