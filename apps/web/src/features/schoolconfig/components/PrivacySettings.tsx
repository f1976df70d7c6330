import TextField from '@mui/material/TextField'
import { SchoolConfigLabel } from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { registerMui } from '../../../lib/register-mui'
import type { ConfigFormValues } from '../config-form'

/** The UEN PayNow payments of invoices go to (paynow_uen). */
export function PaynowSettings() {
  const { t } = useTranslation()
  const {
    register,
    formState: { errors },
  } = useFormContext<ConfigFormValues>()
  const error = errors.paynow_uen?.message
  return (
    <TextField
      fullWidth
      label={SchoolConfigLabel.paynow_uen}
      {...registerMui(register, 'paynow_uen')}
      error={Boolean(error)}
      helperText={error ?? t('schoolConfig.help.paynow_uen')}
      slotProps={{ htmlInput: { 'data-testid': 'config-paynow_uen', autoCapitalize: 'characters' } }}
    />
  )
}

/** The privacy policy the PDPA notice links to on the enquiry form and at registration. */
export function PrivacySettings() {
  const { t } = useTranslation()
  const {
    register,
    formState: { errors },
  } = useFormContext<ConfigFormValues>()
  const error = errors.privacy_policy_url?.message
  return (
    <TextField
      fullWidth
      type="url"
      label={SchoolConfigLabel.privacy_policy_url}
      {...registerMui(register, 'privacy_policy_url')}
      error={Boolean(error)}
      helperText={error ?? t('schoolConfig.help.privacy_policy_url')}
      slotProps={{ htmlInput: { 'data-testid': 'config-privacy_policy_url', inputMode: 'url' } }}
    />
  )
}
