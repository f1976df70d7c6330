import {
  AUDIT_RETENTION_YEARS_DEFAULT,
  BROADCAST_REMINDER_HOURS_DEFAULT,
  FEE_INCREASE_NOTICE_MONTHS_DEFAULT,
  GST_RATE_DEFAULT_BP,
  centsToDollarText,
  type ConfigSwitchKey,
  ConfigSwitchKeys,
  type SchoolConfigValuesInput,
  schoolConfigValuesSchema,
  WITHDRAWAL_NOTICE_DAYS,
} from '@preschool/domain'
import { DEFAULT_COLOURS } from '../../shell/theme/default-colours'

/**
 * The settings form's values: every key of the school's configuration, as text, like the table holds them, except
 * the trial fee, which is shown and typed in dollars (schoolConfigFormSchema turns it back into cents).
 */
export type ConfigFormValues = SchoolConfigValuesInput

/**
 * What the form shows for a key the school has not set yet: the theme's own fallbacks for colours, and the
 * switches off. Saving then stores them, so the form always saves a complete configuration.
 */
const defaults: ConfigFormValues = {
  primary_color: DEFAULT_COLOURS.primary,
  secondary_color: DEFAULT_COLOURS.secondary,
  header_color: DEFAULT_COLOURS.header,
  footer_color: DEFAULT_COLOURS.footer,
  logo_url: '',
  login_banner: '',
  auto_waitlist_period: '0',
  enrolment_period_in_mth: '6',
  withdraw_notice_in_days: String(WITHDRAWAL_NOTICE_DAYS),
  registration_due_date_days: '0',
  radius_centre_search: '0',
  force_otp_on_registration: '0',
  skip_trial: '0',
  skip_visit: '0',
  skip_giro_setup_school_visit: '0',
  ecda_upload_active: '0',
  allow_waitlist_visit: '0',
  show_waitlist_tags_to_parents: '0',
  trial_period_fee: '0',
  audit_retention_years: String(AUDIT_RETENTION_YEARS_DEFAULT),
  fee_increase_notice_months: String(FEE_INCREASE_NOTICE_MONTHS_DEFAULT),
  broadcast_reminder_hours: String(BROADCAST_REMINDER_HOURS_DEFAULT),
  privacy_policy_url: '',
  enrolment_terms_url: '',
  gst_rate: String(GST_RATE_DEFAULT_BP),
  paynow_uen: '',
  gst_registration_no: '',
  giro_originator_account: '',
  giro_retry_failed_deduction: '0',
}

const formKeys = Object.keys(schoolConfigValuesSchema.shape) as (keyof ConfigFormValues)[]
const isFormKey = (key: string): key is keyof ConfigFormValues => (formKeys as string[]).includes(key)

const isSwitchKey = (key: string): key is ConfigSwitchKey =>
  (ConfigSwitchKeys as readonly string[]).includes(key)

export function toFormValues(rows: readonly { key: string; value: string }[]): ConfigFormValues {
  const values = { ...defaults }
  for (const { key, value } of rows) {
    // A switch holds '1' when on; anything else stored reads as off, as the rest of the app reads it.
    if (isSwitchKey(key)) values[key] = value === '1' ? '1' : '0'
    else if (isFormKey(key)) values[key as Exclude<keyof ConfigFormValues, ConfigSwitchKey>] = value
  }
  return { ...values, trial_period_fee: centsToDollarText(values.trial_period_fee) }
}

export const toEntries = (values: ConfigFormValues) =>
  formKeys.map((key) => ({ key, value: String(values[key] ?? '') }))
