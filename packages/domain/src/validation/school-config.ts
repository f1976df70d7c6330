import { z } from 'zod'
import { SchoolConfigKey } from '../constants'
import { ConfigMsg } from './config-codes'
import { V } from './messages'

/** How each configuration key is named to people: in messages, labels and helper texts. */
export const SchoolConfigLabel: Record<SchoolConfigKey, string> = {
  primary_color: 'Primary colour',
  secondary_color: 'Secondary colour',
  header_color: 'Header colour',
  footer_color: 'Footer colour',
  logo_url: 'Logo',
  login_banner: 'Login banner',
  auto_waitlist_period: 'Auto waitlist period',
  enrolment_period_in_mth: 'Enrolment period',
  withdraw_notice_in_days: 'Withdrawal notice',
  registration_due_date_days: 'Registration due date',
  radius_centre_search: 'Radius centre search',
  force_otp_on_registration: 'Force OTP on registration',
  skip_trial: 'Skip trial',
  skip_visit: 'Skip visit',
  skip_giro_setup_school_visit: 'Skip GIRO setup at school visit',
  ecda_upload_active: 'ECDA upload',
  allow_waitlist_visit: 'Allow waitlist visit',
  trial_period_fee: 'Trial class fee (cents)',
  audit_retention_years: 'Audit trail retention (years)',
  fee_increase_notice_months: 'Fee increase notice (months)',
  broadcast_reminder_hours: 'Broadcast reminder after (hours)',
  privacy_policy_url: 'Privacy policy link',
  enrolment_terms_url: 'Enrolment terms link',
  show_waitlist_tags_to_parents: 'Show waitlist tags to parents',
  gst_rate: 'GST rate (basis points)',
  paynow_uen: 'PayNow UEN',
  gst_registration_no: 'GST Reg. No.',
  giro_originator_account: 'GIRO originating account',
  giro_retry_failed_deduction: 'Retry failed GIRO deductions',
}

/** The numeric keys' bounds: wide enough for any brand's policy, narrow enough to catch a typo. */
export const SchoolConfigBounds = {
  auto_waitlist_period: { min: 0, max: 365 },
  enrolment_period_in_mth: { min: 1, max: 24 },
  withdraw_notice_in_days: { min: 0, max: 365 },
  registration_due_date_days: { min: 0, max: 90 },
  // In cents: up to $1,000, far above any trial class fee.
  trial_period_fee: { min: 0, max: 100_000 },
  // PDPA audits look back years; below one year the trail would not cover an audit cycle.
  audit_retention_years: { min: 1, max: 50 },
  // 0 turns the warning off; two years is beyond any notice rule.
  fee_increase_notice_months: { min: 0, max: 24 },
  // A reminder within the hour would nag; after two weeks the message is stale.
  broadcast_reminder_hours: { min: 1, max: 336 },
  // Basis points: 900 is 9%; 0 bills no tax (a school not GST-registered); 100% is beyond any rate.
  gst_rate: { min: 0, max: 10_000 },
} as const satisfies Partial<Record<SchoolConfigKey, { min: number; max: number }>>
export type NumericConfigKey = keyof typeof SchoolConfigBounds

export const ConfigColourKeys = ['primary_color', 'secondary_color', 'header_color', 'footer_color'] as const
export const ConfigImageKeys = ['logo_url', 'login_banner'] as const
export const ConfigNumericKeys = Object.keys(SchoolConfigBounds) as NumericConfigKey[]
export const ConfigSwitchKeys = [
  'radius_centre_search',
  'force_otp_on_registration',
  'skip_trial',
  'skip_visit',
  'skip_giro_setup_school_visit',
  'ecda_upload_active',
  'allow_waitlist_visit',
  'show_waitlist_tags_to_parents',
  'giro_retry_failed_deduction',
] as const
export type ConfigColourKey = (typeof ConfigColourKeys)[number]
export type ConfigImageKey = (typeof ConfigImageKeys)[number]
export type ConfigSwitchKey = (typeof ConfigSwitchKeys)[number]

export const SchoolConfigMsg = {
  colour: (key: ConfigColourKey) => `${SchoolConfigLabel[key]} must be a colour as #RRGGBB`,
  wholeNumber: (key: NumericConfigKey) => {
    const { min, max } = SchoolConfigBounds[key]
    return `${SchoolConfigLabel[key]} must be a whole number from ${min} to ${max}`
  },
  onOff: (key: ConfigSwitchKey) => `${SchoolConfigLabel[key]} must be 0 (off) or 1 (on)`,
  image: (key: ConfigImageKey) =>
    `${SchoolConfigLabel[key]} must be a path on this site, such as /brand/logo.svg, or an uploaded image`,
  entriesRequired: 'Send at least one configuration value',
  duplicateKey: 'Each configuration key may be sent only once',
  unknownKey: ConfigMsg.unknownKey,
  brandingPurpose: 'Purpose must be school_logo or school_banner',
  trialFeeDollars: 'Trial class fee must be an amount in dollars from 0 to 1000, with at most two decimals',
  gstRegistrationNo: 'GST Reg. No. must be 8 to 12 letters and digits (dashes allowed), such as M2-1234567-8',
  giroOriginatorAccount:
    "GIRO originating account must be the bank's 4-digit code, '/', and 7 to 14 digits, such as 7171/0123456789",
  uen: 'PayNow UEN must be a Singapore UEN of 9 or 10 letters and digits, such as 201912345K',
  link: (key: 'privacy_policy_url' | 'enrolment_terms_url') =>
    `${SchoolConfigLabel[key]} must be an https:// address or a path on this site, such as /privacy`,
} as const

/** The settings form's label for the trial fee, typed in dollars (the setting itself holds cents). */
export const TRIAL_FEE_DOLLARS_LABEL = 'Trial class fee ($)'

/** Stored cents ('2500') as the dollars the form shows ('25.00'); text that is not whole cents is shown as it is. */
export function centsToDollarText(cents: string): string {
  if (!/^\d+$/.test(cents)) return cents
  const value = Number(cents)
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
}

/** Dollars as typed ('25', '25.5', '25.50') as whole cents, exactly (no floating point): '2500', '2550'. */
const dollarTextToCents = (dollars: string) => {
  const [whole, fraction = ''] = dollars.split('.')
  return String(Number(whole) * 100 + Number(fraction.padEnd(2, '0')))
}

/** An image on this site, such as /brand/littlesteps/logo.svg: one leading slash, no '..', no scheme or host. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~\-/]{0,300}$/
/** A storage key as handed out for an upload (no leading slash); the server checks it belongs to the school. */
const FILE_KEY = /^[A-Za-z0-9][A-Za-z0-9._~\-/]{0,511}$/
const hasDotDot = (value: string) => value.split('/').includes('..')

export const isSitePath = (value: string) => SITE_PATH.test(value) && !hasDotDot(value)
export const isFileKey = (value: string) => FILE_KEY.test(value) && !hasDotDot(value)

const colour = (key: ConfigColourKey) =>
  z
    .string({ error: V.required })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, SchoolConfigMsg.colour(key))

/** Whole numbers travel as text (the table holds text); leading zeros are dropped so '007' is stored as '7'. */
const wholeNumber = (key: NumericConfigKey) => {
  const { min, max } = SchoolConfigBounds[key]
  return z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(/^\d{1,6}$/, SchoolConfigMsg.wholeNumber(key))
    .transform(Number)
    .refine((n) => n >= min && n <= max, SchoolConfigMsg.wholeNumber(key))
    .transform(String)
}

const onOff = (key: ConfigSwitchKey) => z.enum(['0', '1'], { error: SchoolConfigMsg.onOff(key) })

/** Empty means no image (the shell then shows the school's name instead of a logo). */
const image = (key: ConfigImageKey) =>
  z
    .string({ error: V.required })
    .trim()
    .refine((v) => v === '' || isSitePath(v) || isFileKey(v), SchoolConfigMsg.image(key))

/** The trial fee as typed in the settings form: dollars with up to two decimals, handed on as integer cents. */
const trialFeeDollars = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .regex(/^\d{1,4}(\.\d{1,2})?$/, SchoolConfigMsg.trialFeeDollars)
  .transform(dollarTextToCents)
  .refine(
    (cents) => Number(cents) <= SchoolConfigBounds.trial_period_fee.max,
    SchoolConfigMsg.trialFeeDollars,
  )
/** An https:// address (any host: the policy may live on the operator's site) or a path on this site. */
export function isPolicyLink(value: string): boolean {
  if (isSitePath(value)) return true
  if (!/^https:\/\/[^\s]{3,500}$/.test(value)) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** Empty means no link: the notice or declaration is still shown, without it. */
const policyLink = (key: 'privacy_policy_url' | 'enrolment_terms_url') =>
  z
    .string({ error: V.required })
    .trim()
    .refine((v) => v === '' || isPolicyLink(v), SchoolConfigMsg.link(key))

/** A Singapore UEN (9 or 10 characters: digits, then a check letter; or the T/S/R-year form). Empty: no PayNow. */
const paynowUen = z
  .string({ error: V.required })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(
    (v) => v === '' || /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(v),
    SchoolConfigMsg.uen,
  )

/** IRAS numbers are the UEN or an 'M' number such as M2-1234567-8; empty: the school is not GST-registered. */
const gstRegistrationNo = z
  .string({ error: V.required })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(
    (v) => v === '' || /^(?=(?:[A-Z0-9]-?){8,12}$)[A-Z0-9](?:-?[A-Z0-9])*$/.test(v),
    SchoolConfigMsg.gstRegistrationNo,
  )

/** The school's own account for GIRO files: its bank's 4-digit code, '/', 7 to 14 digits. Empty: no GIRO files. */
const giroOriginatorAccount = z
  .string({ error: V.required })
  .trim()
  .refine((v) => v === '' || /^\d{4}\/\d{7,14}$/.test(v), SchoolConfigMsg.giroOriginatorAccount)

/**
 * Every key's value rule, as one object keyed by configuration key: the settings form validates the whole
 * object, the server the keys it was sent (`.partial()`), so both give the same message on the same field.
 */
export const schoolConfigValuesSchema = z.object({
  primary_color: colour('primary_color'),
  secondary_color: colour('secondary_color'),
  header_color: colour('header_color'),
  footer_color: colour('footer_color'),
  logo_url: image('logo_url'),
  login_banner: image('login_banner'),
  auto_waitlist_period: wholeNumber('auto_waitlist_period'),
  enrolment_period_in_mth: wholeNumber('enrolment_period_in_mth'),
  withdraw_notice_in_days: wholeNumber('withdraw_notice_in_days'),
  registration_due_date_days: wholeNumber('registration_due_date_days'),
  radius_centre_search: onOff('radius_centre_search'),
  force_otp_on_registration: onOff('force_otp_on_registration'),
  skip_trial: onOff('skip_trial'),
  skip_visit: onOff('skip_visit'),
  skip_giro_setup_school_visit: onOff('skip_giro_setup_school_visit'),
  ecda_upload_active: onOff('ecda_upload_active'),
  allow_waitlist_visit: onOff('allow_waitlist_visit'),
  show_waitlist_tags_to_parents: onOff('show_waitlist_tags_to_parents'),
  trial_period_fee: wholeNumber('trial_period_fee'),
  audit_retention_years: wholeNumber('audit_retention_years'),
  fee_increase_notice_months: wholeNumber('fee_increase_notice_months'),
  broadcast_reminder_hours: wholeNumber('broadcast_reminder_hours'),
  privacy_policy_url: policyLink('privacy_policy_url'),
  enrolment_terms_url: policyLink('enrolment_terms_url'),
  gst_rate: wholeNumber('gst_rate'),
  paynow_uen: paynowUen,
  gst_registration_no: gstRegistrationNo,
  giro_originator_account: giroOriginatorAccount,
  giro_retry_failed_deduction: onOff('giro_retry_failed_deduction'),
} satisfies Record<SchoolConfigKey, z.ZodType>)
export type SchoolConfigValuesInput = z.input<typeof schoolConfigValuesSchema>

/** The settings form: the same rules, but the trial fee typed in dollars; its output is what the API takes. */
export const schoolConfigFormSchema = schoolConfigValuesSchema.extend({ trial_period_fee: trialFeeDollars })
export type ValidSchoolConfig = z.output<typeof schoolConfigValuesSchema>

const knownKeys = new Set<string>(Object.values(SchoolConfigKey))
export const isSchoolConfigKey = (key: string): key is SchoolConfigKey => knownKeys.has(key)

/**
 * The entries of updateSchoolConfig ({ key, value } pairs) as a record of validated values. A refusal's path is
 * the key at fault, e.g. 'primary_color: Primary colour must be a colour as #RRGGBB'.
 */
export const schoolConfigEntriesSchema = z
  .array(z.object({ key: z.string(), value: z.string() }))
  .min(1, SchoolConfigMsg.entriesRequired)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>()
    for (const { key } of entries) {
      if (!isSchoolConfigKey(key))
        ctx.addIssue({ code: 'custom', path: [key], message: SchoolConfigMsg.unknownKey })
      else if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [key], message: SchoolConfigMsg.duplicateKey })
      seen.add(key)
    }
  })
  .transform((entries) => Object.fromEntries(entries.map((e) => [e.key, e.value])))
  .pipe(schoolConfigValuesSchema.partial())
export type SchoolConfigChanges = z.output<typeof schoolConfigEntriesSchema>

/** What a logo or banner upload is for; each has its own upload rules (packages/domain files.ts). */
export const BRANDING_UPLOAD_PURPOSES = ['school_logo', 'school_banner'] as const
export type BrandingUploadPurpose = (typeof BRANDING_UPLOAD_PURPOSES)[number]
export const brandingUploadPurposeSchema = z.object({
  purpose: z.enum(BRANDING_UPLOAD_PURPOSES, { error: SchoolConfigMsg.brandingPurpose }),
})

/** The upload purpose of each image key. */
export const BrandingPurposeOf: Record<ConfigImageKey, BrandingUploadPurpose> = {
  logo_url: 'school_logo',
  login_banner: 'school_banner',
}
