import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { estimateSubsidy, type SubsidyFacts, type SubsidySchedule } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../lib/format'

/** The subsidy the family can expect, recomputed as the form is filled; always labelled an estimate. */
export function SubsidyEstimate({ facts, schedule }: { facts: SubsidyFacts; schedule: SubsidySchedule }) {
  const { t } = useTranslation()
  const estimate = estimateSubsidy(facts, schedule)
  const row = (label: string, cents: number, testId: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {formatMoney(cents)}
      </Typography>
    </Box>
  )
  return (
    <Paper component="section" aria-labelledby="subsidy-title" sx={{ p: 2 }} data-testid="reg-subsidy">
      <Typography variant="h6" component="h2" id="subsidy-title" sx={{ mb: 1 }}>
        {t('registration.subsidy.title')}
      </Typography>
      {estimate.reason === 'not_citizen' && (
        <Alert severity="info">{t('registration.subsidy.notCitizen')}</Alert>
      )}
      {estimate.reason === 'incomplete' && (
        <Alert severity="info">{t('registration.subsidy.incomplete')}</Alert>
      )}
      {estimate.reason === 'not_configured' && (
        <Alert severity="info">{t('registration.subsidy.notConfigured')}</Alert>
      )}
      {estimate.eligible && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {row(t('registration.subsidy.basic'), estimate.basicCents, 'reg-subsidy-basic')}
          {row(t('registration.subsidy.additional'), estimate.additionalCents, 'reg-subsidy-additional')}
          {row(t('registration.subsidy.total'), estimate.totalCents, 'reg-subsidy-total', true)}
          {estimate.basis === 'per_capita' && (
            <Typography variant="caption">{t('registration.subsidy.perCapita')}</Typography>
          )}
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('registration.subsidy.estimate')}
      </Typography>
    </Paper>
  )
}
