import { SchoolConfigLabel } from '@preschool/domain'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/TextField'
import type { ConfigFormValues } from '../config-form'

/** The UEN PayNow payments of invoices go to (paynow_uen), and the GST number tax invoices show. */
export function PaynowSettings() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (
    <>
      <FormTextField
        control={control}
        name="paynow_uen"
        label={SchoolConfigLabel.paynow_uen}
        helperText={t('schoolConfig.help.paynow_uen')}
        htmlInput={{ autoCapitalize: 'characters' }}
        testId="config-paynow_uen"
      />
      <FormTextField
        control={control}
        name="gst_registration_no"
        label={SchoolConfigLabel.gst_registration_no}
        helperText={t('schoolConfig.help.gst_registration_no')}
        htmlInput={{ autoCapitalize: 'characters' }}
        testId="config-gst_registration_no"
      />
    </>
  )
}

/** The privacy policy the PDPA notice links to on the enquiry form and at registration. */
export function PrivacySettings() {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  return (
    <FormTextField
      control={control}
      name="privacy_policy_url"
      type="url"
      label={SchoolConfigLabel.privacy_policy_url}
      helperText={t('schoolConfig.help.privacy_policy_url')}
      htmlInput={{ inputMode: 'url' }}
      testId="config-privacy_policy_url"
    />
  )
}
