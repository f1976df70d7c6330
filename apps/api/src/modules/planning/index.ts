// The planning module's public surface: places per centre and level (capacity less children placed in classes and
// seats held by live offers), and holding a seat for an enquiry.
export {
  type CentreLevelVacancy,
  centreLevelVacancy,
  centresLevelVacancy,
  monthBounds,
  type SeatOfferRow,
  selectLiveSeatOffer,
  type VacancyQuery,
} from './queries'
export { endSeatOffer, reserveSeat, type SeatOfferEnd, type SeatRequest } from './seats'
