import type { CodeCategory, ConfigSwitchKeys, NumericConfigKey } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** The line under each school setting. */
export const configHelpText = {
  auto_waitlist_period: 'schoolConfig.help.auto_waitlist_period',
  enrolment_period_in_mth: 'schoolConfig.help.enrolment_period_in_mth',
  withdraw_notice_in_days: 'schoolConfig.help.withdraw_notice_in_days',
  registration_due_date_days: 'schoolConfig.help.registration_due_date_days',
  radius_centre_search: 'schoolConfig.help.radius_centre_search',
  force_otp_on_registration: 'schoolConfig.help.force_otp_on_registration',
  skip_trial: 'schoolConfig.help.skip_trial',
  skip_visit: 'schoolConfig.help.skip_visit',
  skip_giro_setup_school_visit: 'schoolConfig.help.skip_giro_setup_school_visit',
  ecda_upload_active: 'schoolConfig.help.ecda_upload_active',
  allow_waitlist_visit: 'schoolConfig.help.allow_waitlist_visit',
  show_waitlist_tags_to_parents: 'schoolConfig.help.show_waitlist_tags_to_parents',
  giro_retry_failed_deduction: 'schoolConfig.help.giro_retry_failed_deduction',
  trial_period_fee: 'schoolConfig.help.trial_period_fee',
  audit_retention_years: 'schoolConfig.help.audit_retention_years',
  fee_increase_notice_months: 'schoolConfig.help.fee_increase_notice_months',
  broadcast_reminder_hours: 'schoolConfig.help.broadcast_reminder_hours',
  gst_rate: 'schoolConfig.help.gst_rate',
} as const satisfies Record<NumericConfigKey | (typeof ConfigSwitchKeys)[number], TextKey>

/** The name of each option list. */
export const categoryText = {
  Nationality: 'schoolConfig.categories.Nationality',
  Race: 'schoolConfig.categories.Race',
  Household_Income_Range: 'schoolConfig.categories.Household_Income_Range',
  Highest_Qualification: 'schoolConfig.categories.Highest_Qualification',
  Marital_Status: 'schoolConfig.categories.Marital_Status',
  Working_Status: 'schoolConfig.categories.Working_Status',
  Relation_Child: 'schoolConfig.categories.Relation_Child',
  workplace_staff: 'schoolConfig.categories.workplace_staff',
  Occupation: 'schoolConfig.categories.Occupation',
  Occupation_Title: 'schoolConfig.categories.Occupation_Title',
  Medical_Condition: 'schoolConfig.categories.Medical_Condition',
  non_working_reason: 'schoolConfig.categories.non_working_reason',
  separation_reason: 'schoolConfig.categories.separation_reason',
  self_referred: 'schoolConfig.categories.self_referred',
  type_of_grant: 'schoolConfig.categories.type_of_grant',
  referred_by_agency: 'schoolConfig.categories.referred_by_agency',
  non_parent_relationship: 'schoolConfig.categories.non_parent_relationship',
  blacklist_reason: 'schoolConfig.categories.blacklist_reason',
  bank_account_approved_reason: 'schoolConfig.categories.bank_account_approved_reason',
  bank_account_rejected_reason: 'schoolConfig.categories.bank_account_rejected_reason',
  bank_account_terminated_reason: 'schoolConfig.categories.bank_account_terminated_reason',
  withdrawal_parent_reason: 'schoolConfig.categories.withdrawal_parent_reason',
  withdrawal_reason: 'schoolConfig.categories.withdrawal_reason',
  transfer_reason: 'schoolConfig.categories.transfer_reason',
} as const satisfies Record<CodeCategory, TextKey>
