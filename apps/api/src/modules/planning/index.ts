import { defineModule } from '../../platform/module'
import { approveCapacityChangeRequest } from './resolvers/approveCapacityChangeRequest'
import { cancelCapacityChangeRequest } from './resolvers/cancelCapacityChangeRequest'
import { capacitiesByFkCentreFkLevelYear } from './resolvers/capacitiesByFkCentreFkLevelYear'
import { capacityDraftsByFkSchool } from './resolvers/capacityDraftsByFkSchool'
import { capacityDraftCan } from './resolvers/draft-mapper'
import { findAllNegativeVacanciesByCentre } from './resolvers/findAllNegativeVacanciesByCentre'
import { findAllVacancies } from './resolvers/findAllVacancies'
import { rejectCapacityChangeRequest } from './resolvers/rejectCapacityChangeRequest'
import { submitVacancyPlanning } from './resolvers/submitVacancyPlanning'

export const planningModule = defineModule(import.meta.url, {
  Query: {
    capacitiesByFkCentreFkLevelYear,
    findAllVacancies,
    findAllNegativeVacanciesByCentre,
    capacityDraftsByFkSchool,
  },
  Mutation: {
    submitVacancyPlanning,
    approveCapacityChangeRequest,
    rejectCapacityChangeRequest,
    cancelCapacityChangeRequest,
  },
  CapacityDraft: { can: capacityDraftCan },
})

// The planning module's public surface: places per centre and level (capacity less children placed in classes and
// seats held by live offers), and holding a seat for an enquiry.
export {
  type CentreLevelVacancy,
  centreLevelVacancies,
  centreLevelVacancy,
  centresLevelVacancy,
  type SeatOfferRow,
  selectLiveSeatOffer,
  type VacancyCell,
  vacancyKey,
  type VacancyQuery,
} from './queries'
export { endSeatOffer, reserveSeat, type SeatOfferEnd, type SeatRequest } from './seats'
