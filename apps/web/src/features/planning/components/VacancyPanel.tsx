import Stack from '@mui/material/Stack'
import { singaporeToday } from '@preschool/domain'
import { useVacancies } from '../hooks'
import { toMonths } from '../vacancy-months'
import { VacancyChart } from './VacancyChart'
import { VacancyTable } from './VacancyTable'
import { isLoaded, QueryStatus } from '../../../components/query'

/** The next 12 months of a centre and level: the chart, then the table with the nine statuses. */
export function VacancyPanel({ centreId, levelId }: { centreId: number; levelId: number }) {
  const fromMonth = `${singaporeToday().slice(0, 7)}-01`
  const vacancies = useVacancies(centreId, levelId, fromMonth)
  if (!isLoaded(vacancies)) return <QueryStatus query={vacancies} />
  const months = toMonths(vacancies.data.findAllVacancies, vacancies.data.capacitiesByFkCentreFkLevelYear)
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <VacancyChart months={months} />
      <VacancyTable months={months} />
    </Stack>
  )
}
