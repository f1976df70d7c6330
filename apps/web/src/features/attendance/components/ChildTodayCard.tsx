import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { singaporeTime, singaporeToday } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useChildAttendances } from '../hooks'
import { InjuryCard } from './injuries/InjuryCard'

const at = (iso: string | null | undefined) => (iso ? singaporeTime(new Date(iso)) : '')

/**
 * The parent's dashboard: the child's day at the centre so far (check-in, check-out, health check, injuries to
 * acknowledge), once marked.
 */
export function ChildTodayCard({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const days = useChildAttendances(childId, today, today)
  const day = days.data?.getChildAttendances[0]
  if (!day) return null
  const check = day.health[0]
  return (
    <Card sx={{ p: 2, mt: 2 }} data-testid="child-today">
      <Typography variant="h6" component="h2">
        {t('attendance.today')}
      </Typography>
      {day.absent && (
        <Typography>{t('attendance.absentBecause', { reason: day.absentReason ?? '' })}</Typography>
      )}
      {day.checkIn && (
        <Typography data-testid="child-today-in">
          {t('attendance.entryCheckIn', { time: at(day.checkIn) })}
        </Typography>
      )}
      {day.checkOut && (
        <Typography data-testid="child-today-out">
          {t('attendance.entryCheckOut', { time: at(day.checkOut), by: '' })}
        </Typography>
      )}
      {check && (
        <Typography color={check.fever ? 'error' : 'text.secondary'} data-testid="child-today-health">
          {[check.temperature !== null ? `${check.temperature.toFixed(1)} °C` : '', ...check.symptoms]
            .filter(Boolean)
            .join(', ')}
          {check.fever ? ` (${t('attendance.fever')})` : ''}
        </Typography>
      )}
      {day.injuries.map((injury) => (
        <Box key={injury.ID} sx={{ mt: 1 }}>
          <InjuryCard injury={injury} canAcknowledge />
        </Box>
      ))}
    </Card>
  )
}
