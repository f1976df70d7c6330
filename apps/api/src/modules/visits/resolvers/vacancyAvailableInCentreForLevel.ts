import type { QueryVacancyAvailableInCentreForLevelArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { levelVacancy } from '../vacancy'

/** Any staff member who reaches the centre: enquiry, waitlist and visit screens all ask it. */
export const vacancyAvailableInCentreForLevel = guard(
  actions.visits.vacancy,
  (a: QueryVacancyAvailableInCentreForLevelArgs) => ({ centre: a.IDCentre }),
  async (args: QueryVacancyAvailableInCentreForLevelArgs, { viewer }, ctx) => {
    const v = await levelVacancy(ctx.db, viewer, args.IDCentre, args.IDLevel, args.date)
    return { available: v.available, capacity: v.capacity, enrolled: v.enrolled, vacancies: v.vacancies }
  },
)
