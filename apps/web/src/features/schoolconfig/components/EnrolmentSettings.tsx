import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import { ConfigNumericKeys, SchoolConfigBounds, SchoolConfigLabel } from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ConfigFormValues } from '../config-form'
import { dollars } from '../../../lib/money'
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
  // The fee is kept in cents; the line under it says what that is in dollars as it is typed.
  const help = (key: (typeof ConfigNumericKeys)[number]) =>
    key === 'trial_period_fee' && Number.isInteger(fee) && fee >= 0
      ? t('schoolConfig.feeInDollars', { amount: dollars(fee) })
      : t(configHelpText[key])
  return (
    <Grid container spacing={2}>
      {ConfigNumericKeys.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <TextField
            type="number"
            label={SchoolConfigLabel[key]}
            {...registerMui(register, key)}
            error={Boolean(errors[key])}
            helperText={errors[key]?.message ?? help(key)}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                min: SchoolConfigBounds[key].min,
                max: SchoolConfigBounds[key].max,
                step: 1,
                'data-testid': `config-${key}`,
              },
            }}
          />
        </Grid>
      ))}
    </Grid>
  )
}
