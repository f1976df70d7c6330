// The planning module's public surface: places per centre and level (capacity less children placed in classes).
export {
  type CentreLevelVacancy,
  centreLevelVacancy,
  centresLevelVacancy,
  monthBounds,
  type VacancyQuery,
} from './queries'
