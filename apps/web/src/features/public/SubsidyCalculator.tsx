import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { estimateSubsidy, householdSubsidyFacts, type SubsidySchedule } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../lib/format'
import { incomeCents } from './income'

/**
 * The subsidy a family can expect from household income and working status: the registration form's own
 * estimate (`estimateSubsidy`) on the school's tables, worked out in the browser as the visitor types.
 */
export function SubsidyCalculator({ schedule }: { schedule: SubsidySchedule }) {
  const { t, i18n } = useTranslation()
  const [citizen, setCitizen] = useState(true)
  const [working, setWorking] = useState(true)
  const [infant, setInfant] = useState(false)
  const [income, setIncome] = useState('')
  const estimate = estimateSubsidy(
    householdSubsidyFacts({ citizen, working, householdIncomeCents: incomeCents(income) }, infant),
    schedule,
  )
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const check = (label: string, value: boolean, set: (v: boolean) => void, testId: string) => (
    <FormControlLabel
      control={<Checkbox checked={value} onChange={(e) => set(e.target.checked)} data-testid={testId} />}
      label={label}
    />
  )
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{t('publicInfo.subsidyIntro')}</Typography>
      {check(t('public.citizen'), citizen, setCitizen, 'subsidy-citizen')}
      {check(t('public.working'), working, setWorking, 'subsidy-working')}
      {check(t('publicInfo.subsidyInfant'), infant, setInfant, 'subsidy-infant')}
      <TextField
        label={t('public.income')}
        helperText={t('public.incomeHint')}
        value={income}
        onChange={(e) => setIncome(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'subsidy-income' } }}
      />
      {estimate.reason === 'not_citizen' && (
        <Alert severity="info">{t('publicInfo.subsidyNotCitizen')}</Alert>
      )}
      {estimate.reason === 'not_configured' && (
        <Alert severity="info">{t('publicInfo.subsidyNotConfigured')}</Alert>
      )}
      {estimate.eligible && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">
            {t('publicInfo.subsidyBasic')}: {money(estimate.basicCents)}
          </Typography>
          <Typography variant="body2">
            {t('publicInfo.subsidyAdditional')}: {money(estimate.additionalCents)}
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5 }} data-testid="subsidy-total">
            {t('publicInfo.subsidyTotal', { amount: money(estimate.totalCents) })}
          </Typography>
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('public.estimateNote')}
      </Typography>
    </Stack>
  )
}
