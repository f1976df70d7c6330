import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import {
  ConfigNumericKeys,
  SchoolConfigBounds,
  SchoolConfigLabel,
  TRIAL_FEE_DOLLARS_LABEL,
} from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ConfigFormValues } from '../config-form'
import { formatMoney } from '../../../lib/format'
import { registerMui } from '../../../lib/register-mui'
import { configHelpText } from '../text-keys'

/** The periods of enrolment and the waitlist, each with a line saying what it does and its range. */
export function EnrolmentSettings() {
  const { t } = useTranslation()
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ConfigFormValues>()
  const fee = Number(watch('trial_period_fee'))
  // The fee is typed in dollars (and stored in cents); the line under it repeats the amount as it will be charged.
  const help = (key: (typeof ConfigNumericKeys)[number]) =>
    key === 'trial_period_fee' && Number.isFinite(fee) && fee >= 0
      ? t('schoolConfig.feeInDollars', { amount: formatMoney(Math.round(fee * 100)) })
      : t(configHelpText[key])
  const isFee = (key: string) => key === 'trial_period_fee'
  return (
    <Grid container spacing={2}>
      {ConfigNumericKeys.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <TextField
            type="number"
            label={isFee(key) ? TRIAL_FEE_DOLLARS_LABEL : SchoolConfigLabel[key]}
            {...registerMui(register, key)}
            error={Boolean(errors[key])}
            helperText={errors[key]?.message ?? help(key)}
            slotProps={{
              htmlInput: {
                inputMode: isFee(key) ? 'decimal' : 'numeric',
                min: SchoolConfigBounds[key].min,
                max: isFee(key) ? SchoolConfigBounds[key].max / 100 : SchoolConfigBounds[key].max,
                step: isFee(key) ? 0.01 : 1,
                'data-testid': `config-${key}`,
              },
            }}
          />
        </Grid>
      ))}
    </Grid>
  )
}
