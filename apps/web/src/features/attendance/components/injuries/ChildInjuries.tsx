import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addDays, singaporeToday } from '@preschool/domain'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useChildInjuries } from '../../hooks'
import { InjuryCard } from './InjuryCard'

/**
 * The Health tab's injuries: the child's injuries of the last 31 days, newest first, with their acknowledgement
 * (given here by the parent). `?injury=<id>` (the injury's bell and email) brings that one into view, marked.
 */
export function ChildInjuries({ childId, canAcknowledge }: { childId: number; canAcknowledge: boolean }) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const injuries = useChildInjuries(childId, addDays(today, -30), today)
  const rows = [...(injuries.data?.getChildInjuries ?? [])].reverse()
  const opened = Number(useSearchParams()[0].get('injury')) || null
  const loaded = injuries.data !== undefined
  useEffect(() => {
    if (loaded && opened) document.getElementById(`injury-${opened}`)?.scrollIntoView({ block: 'center' })
  }, [loaded, opened])
  return (
    <Stack spacing={1.5} data-testid="child-injuries">
      <Typography variant="h6" component="h2">
        {t('attendance.injuries')}
      </Typography>
      {injuries.data && rows.length === 0 && (
        <Typography color="text.secondary">{t('attendance.noInjuries')}</Typography>
      )}
      {rows.map((injury) => (
        <InjuryCard
          key={injury.ID}
          injury={injury}
          canAcknowledge={canAcknowledge}
          highlighted={injury.ID === opened}
        />
      ))}
    </Stack>
  )
}
