import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { singaporeToday } from '@preschool/domain'
import { CentredProgress } from '../../../components/CentredProgress'
import { useVacancies } from '../hooks'
import { toMonths } from '../vacancy-months'
import { VacancyChart } from './VacancyChart'
import { VacancyTable } from './VacancyTable'

/** The next 12 months of a centre and level: the chart, then the table with the nine statuses. */
export function VacancyPanel({ centreId, levelId }: { centreId: number; levelId: number }) {
  const fromMonth = `${singaporeToday().slice(0, 7)}-01`
  const vacancies = useVacancies(centreId, levelId, fromMonth)
  if (vacancies.isPending) return <CentredProgress />
  if (vacancies.error) return <Alert severity="error">{vacancies.error.message}</Alert>
  const months = toMonths(vacancies.data.findAllVacancies, vacancies.data.capacitiesByFkCentreFkLevelYear)
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <VacancyChart months={months} />
      <VacancyTable months={months} />
    </Stack>
  )
}
