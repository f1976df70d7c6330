import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const planningModule = defineModule(import.meta.url, resolvers)

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
