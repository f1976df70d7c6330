import { SchoolConfigLabel } from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/TextField'
import type { ConfigFormValues } from '../config-form'

/** The UEN PayNow payments of invoices go to (paynow_uen), the GST number tax invoices show, and the account GIRO files collect into. */
export function PaynowSettings() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (['paynow_uen', 'gst_registration_no', 'giro_originator_account'] as const).map((key) => (
    <FormTextField
      key={key}
      control={control}
      name={key}
      label={SchoolConfigLabel[key]}
      helperText={t(`schoolConfig.help.${key}`)}
      htmlInput={{ autoCapitalize: 'characters' }}
      testId={`config-${key}`}
    />
  ))
}

/**
 * The privacy policy the PDPA notice links to (enquiry form, registration) and the terms of enrolment the
 * registration's declaration links to.
 */
export function PrivacySettings() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (['privacy_policy_url', 'enrolment_terms_url'] as const).map((key) => (
    <FormTextField
      key={key}
      control={control}
      name={key}
      type="url"
      label={SchoolConfigLabel[key]}
      helperText={t(`schoolConfig.help.${key}`)}
      htmlInput={{ inputMode: 'url' }}
      testId={`config-${key}`}
    />
  ))
}
