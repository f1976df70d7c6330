import Grid from '@mui/material/Grid'
import {
  ConfigNumericKeys,
  SchoolConfigBounds,
  SchoolConfigLabel,
  TRIAL_FEE_DOLLARS_LABEL,
} from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/TextField'
import type { ConfigFormValues } from '../config-form'
import { formatMoney } from '../../../lib/format'
import { configHelpText } from '../text-keys'

/** The periods of enrolment and the waitlist, each with a line saying what it does and its range. */
export function EnrolmentSettings() {
  const { t } = useTranslation()
  const { control, watch } = useFormContext<ConfigFormValues>()
  const fee = Number(watch('trial_period_fee'))
  // The fee is typed in dollars (and stored in cents); the line under it repeats the amount as it will be charged.
  const help = (key: (typeof ConfigNumericKeys)[number]) =>
    key === 'trial_period_fee' && Number.isFinite(fee) && fee >= 0
      ? t('schoolConfig.feeInDollars', { amount: formatMoney(Math.round(fee * 100)) })
      : t(configHelpText[key])
  const isFee = (key: string) => key === 'trial_period_fee'
  // Stored as text (a setting's value), so typed as text; the shared schema checks the number and its range.
  return (
    <Grid container spacing={2}>
      {ConfigNumericKeys.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={key}
            label={isFee(key) ? TRIAL_FEE_DOLLARS_LABEL : SchoolConfigLabel[key]}
            helperText={help(key)}
            htmlInput={{
              inputMode: isFee(key) ? 'decimal' : 'numeric',
              min: SchoolConfigBounds[key].min,
              max: isFee(key) ? SchoolConfigBounds[key].max / 100 : SchoolConfigBounds[key].max,
            }}
            testId={`config-${key}`}
          />
        </Grid>
      ))}
    </Grid>
  )
}
