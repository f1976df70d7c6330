import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useTranslation } from 'react-i18next'
import { formatShortMonth } from '../../../lib/format'
import { useNegativeVacancies } from '../hooks'

/** The centre's levels over capacity (spec 000 'Negative vacancy'); nothing when there are none. */
export function NegativeVacancies({ centreId }: { centreId: number }) {
  const { t } = useTranslation()
  const negatives = useNegativeVacancies(centreId).data?.findAllNegativeVacanciesByCentre ?? []
  if (negatives.length === 0) return null
  return (
    <Alert severity="warning" data-testid="planning-negative">
      <AlertTitle>{t('planning.negativeTitle')}</AlertTitle>
      {negatives.map((n) => (
        <div key={`${n.levelId}-${n.year}`}>
          {t('planning.negativeItem', {
            level: n.level,
            year: n.year,
            shortfall: n.shortfall,
            month: formatShortMonth(n.firstMonth),
          })}
        </div>
      ))}
    </Alert>
  )
}
