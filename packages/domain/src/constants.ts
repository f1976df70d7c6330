/** Business constants shared by server and web (spec 000 section 9). */
export const DEFAULT_COUNTRY = 'SG'
export const DEFAULT_CALLING_CODE = '+65'
export const FALLBACK_SCHOOL_ID = 3

export const MAX_INTERESTED_CENTRES = 3
export const CENTRE_LIMIT_TOOLTIP_MS = 5000
export const OTP_RESEND_WAIT_S = 30
export const OTP_LENGTH = 6
export const OTP_TTL_MINUTES = 10
export const NOTIFICATION_POLL_MS = 60_000
export const NOTIFICATION_MARK_READ_DELAY_MS = 1700
export const REQUEST_TIMEOUT_MS = 10_000
export const CENTRE_SEARCH_RADIUS_KM = 7
export const MIN_AGE_MONTHS = 2
export const MAX_AGE_MONTHS = 72
export const WITHDRAWAL_NOTICE_DAYS = 30

export const Debounce = { email: 500, select: 100, search: 1000 } as const
export const Truncate = { default: 45, centreInList: 30, centreInCard: 17, address: 95 } as const

export const DateFormat = {
  display: 'DD/MM/YYYY',
  slashed: 'YYYY/MM/DD',
  iso: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  long: 'ddd, DD MMM YYYY',
  time: 'HH:mm:ss',
  shortTime: 'HH:mm',
} as const
export const MAX_DATE = '9999-12-31'
export const COPYRIGHT_YEAR = 2019

/** School configuration keys (spec 000 section 3). */
export const SchoolConfigKey = {
  primaryColor: 'primary_color',
  secondaryColor: 'secondary_color',
  headerColor: 'header_color',
  footerColor: 'footer_color',
  logoUrl: 'logo_url',
  loginBanner: 'login_banner',
  autoWaitlistPeriod: 'auto_waitlist_period',
  enrolmentPeriodInMonths: 'enrolment_period_in_mth',
  withdrawNoticeInDays: 'withdraw_notice_in_days',
  registrationDueDateDays: 'registration_due_date_days',
  radiusCentreSearch: 'radius_centre_search',
  forceOtpOnRegistration: 'force_otp_on_registration',
  skipTrial: 'skip_trial',
  skipVisit: 'skip_visit',
  skipGiroSetupSchoolVisit: 'skip_giro_setup_school_visit',
  ecdaUploadActive: 'ecda_upload_active',
  /** The school's own (originating) bank account the GIRO files credit: 'bank code/account number', e.g. '7171/0123456789'; its UEN (paynow_uen) is the originator id. */
  giroOriginatorAccount: 'giro_originator_account',
  /** '1': a failed GIRO deduction is tried once more in the next deduction file (decision 0049-giro). */
  giroRetryFailedDeduction: 'giro_retry_failed_deduction',
  allowWaitlistVisit: 'allow_waitlist_visit',
  /** The trial class fee in cents; empty or 0 means the trial class is free. */
  trialPeriodFee: 'trial_period_fee',
  /** Whole years the audit trail is kept; unset means AUDIT_RETENTION_YEARS_DEFAULT. */
  auditRetentionYears: 'audit_retention_years',
  /**
   * Whole months of notice a fee increase needs (ECDA's notice period): an approver is warned when an increase
   * takes effect sooner after approval. Unset means FEE_INCREASE_NOTICE_MONTHS_DEFAULT.
   */
  feeIncreaseNoticeMonths: 'fee_increase_notice_months',
  /** The school's privacy policy, linked from the PDPA notice of the enquiry form and registration. */
  privacyPolicyUrl: 'privacy_policy_url',
  /** The school's terms and conditions of enrolment, linked from the registration's declaration step. */
  enrolmentTermsUrl: 'enrolment_terms_url',
  /** '1': parents see the names of the tags that place them in the waitlist queue (never their weights). */
  showWaitlistTagsToParents: 'show_waitlist_tags_to_parents',
  /** Goods and services tax on taxable billable items, in basis points (900 = 9%, Singapore GST from 2024). */
  gstRate: 'gst_rate',
  /** The school's PayNow UEN: invoices offer a PayNow QR code paying this entity with the invoice number. */
  paynowUen: 'paynow_uen',
  /** The school's GST registration number, printed on every tax invoice (IRAS requires it); empty: not registered. */
  gstRegistrationNo: 'gst_registration_no',
  /** Whole hours a "needs acknowledgement" broadcast waits before reminding its non-readers; unset: 48. */
  broadcastReminderHours: 'broadcast_reminder_hours',
} as const
export const AUDIT_RETENTION_YEARS_DEFAULT = 7
export const FEE_INCREASE_NOTICE_MONTHS_DEFAULT = 4
export type SchoolConfigKey = (typeof SchoolConfigKey)[keyof typeof SchoolConfigKey]

/** Configuration code categories (spec 001 section 3). */
export const CodeCategory = [
  'Nationality',
  'Race',
  'Household_Income_Range',
  'Highest_Qualification',
  'Marital_Status',
  'Working_Status',
  'Relation_Child',
  'workplace_staff',
  'Occupation',
  'Occupation_Title',
  'Medical_Condition',
  'non_working_reason',
  'separation_reason',
  'self_referred',
  'type_of_grant',
  'referred_by_agency',
  'non_parent_relationship',
  'blacklist_reason',
  // Why staff move a bank account to a status (modules/giro): one list per target status.
  'bank_account_approved_reason',
  'bank_account_rejected_reason',
  'bank_account_terminated_reason',
  // Why a child leaves (modules/withdrawals): the parent's reason (codeByParentReason) and the centre's (codeByReason).
  'withdrawal_parent_reason',
  'withdrawal_reason',
  // Why a child moves to another centre (modules/transfers).
  'transfer_reason',
] as const
export type CodeCategory = (typeof CodeCategory)[number]
