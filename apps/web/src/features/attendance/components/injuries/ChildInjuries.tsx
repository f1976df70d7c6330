import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addDays, singaporeToday } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useChildInjuries } from '../../hooks'
import { InjuryCard } from './InjuryCard'

/** The Health tab's day-injury view: the child's injuries of the last 31 days, newest first, with their acknowledgement. */
export function ChildInjuries({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const injuries = useChildInjuries(childId, addDays(today, -30), today)
  const rows = [...(injuries.data?.getChildInjuries ?? [])].reverse()
  return (
    <Stack spacing={1.5} data-testid="child-injuries">
      <Typography variant="h6" component="h2">
        {t('attendance.injuries')}
      </Typography>
      {injuries.data && rows.length === 0 && (
        <Typography color="text.secondary">{t('attendance.noInjuries')}</Typography>
      )}
      {rows.map((injury) => (
        <InjuryCard key={injury.ID} injury={injury} canAcknowledge={false} />
      ))}
    </Stack>
  )
}
