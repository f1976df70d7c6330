import {
  AUDIT_RETENTION_YEARS_DEFAULT,
  GST_RATE_DEFAULT_BP,
  BROADCAST_REMINDER_HOURS_DEFAULT,
  FEE_INCREASE_NOTICE_MONTHS_DEFAULT,
  SchoolConfigKey as Key,
  type SchoolConfigKey,
  WITHDRAWAL_NOTICE_DAYS,
} from '@preschool/domain'

/** One brand of the operator with its theme and the switches that differ between brands. */
export interface DemoSchool {
  /** Fixed so that the spec's fallback school (3) exists; the seed inserts these ids explicitly. */
  id: number
  code: string
  name: string
  colors: { primary: string; secondary: string; header: string; footer: string }
  radiusCentreSearch: boolean
  forceOtpOnRegistration: boolean
  /** The trial class fee in cents; 0 is a free trial. */
  trialPeriodFee: number
}

// Every colour takes white text at a contrast of at least 4.5:1 (WCAG AA), so the theme can put labels on any of them.
export const demoSchools: readonly DemoSchool[] = [
  {
    id: 1,
    code: 'littlesteps',
    name: 'Little Steps Preschool',
    colors: { primary: '#00695C', secondary: '#C2410C', header: '#004D40', footer: '#1F3A36' },
    radiusCentreSearch: false,
    forceOtpOnRegistration: false,
    trialPeriodFee: 0,
  },
  {
    id: 2,
    code: 'brighthorizons',
    name: 'Bright Horizons Kindergarten',
    colors: { primary: '#1D4ED8', secondary: '#B45309', header: '#1E3A8A', footer: '#172554' },
    radiusCentreSearch: true,
    forceOtpOnRegistration: true,
    // One brand charges for the trial class, so the demo shows the trial fee step.
    trialPeriodFee: 2500,
  },
  {
    id: 3,
    code: 'sunflower',
    name: 'Sunflower Childcare',
    colors: { primary: '#A16207', secondary: '#6D28D9', header: '#854D0E', footer: '#3F2A05' },
    radiusCentreSearch: false,
    forceOtpOnRegistration: false,
    trialPeriodFee: 0,
  },
]

const flag = (on: boolean) => (on ? '1' : '0')

/** Every configuration key of spec 000 section 3; the Record type makes a missing key a compile error. */
export function schoolConfigValues(school: DemoSchool): Record<SchoolConfigKey, string> {
  return {
    [Key.primaryColor]: school.colors.primary,
    [Key.secondaryColor]: school.colors.secondary,
    [Key.headerColor]: school.colors.header,
    [Key.footerColor]: school.colors.footer,
    // Served by the web app from apps/web/public/brand/<code>/.
    [Key.logoUrl]: `/brand/${school.code}/logo.svg`,
    [Key.loginBanner]: `/brand/${school.code}/banner.svg`,
    [Key.autoWaitlistPeriod]: '30',
    [Key.enrolmentPeriodInMonths]: '6',
    [Key.withdrawNoticeInDays]: String(WITHDRAWAL_NOTICE_DAYS),
    [Key.registrationDueDateDays]: '7',
    [Key.radiusCentreSearch]: flag(school.radiusCentreSearch),
    [Key.forceOtpOnRegistration]: flag(school.forceOtpOnRegistration),
    [Key.skipTrial]: '0',
    [Key.skipVisit]: '0',
    [Key.skipGiroSetupSchoolVisit]: '0',
    [Key.ecdaUploadActive]: '1',
    [Key.allowWaitlistVisit]: '1',
    [Key.trialPeriodFee]: String(school.trialPeriodFee),
    [Key.auditRetentionYears]: String(AUDIT_RETENTION_YEARS_DEFAULT),
    [Key.feeIncreaseNoticeMonths]: String(FEE_INCREASE_NOTICE_MONTHS_DEFAULT),
    [Key.broadcastReminderHours]: String(BROADCAST_REMINDER_HOURS_DEFAULT),
    // A demo policy page served by the web app beside the brand's images.
    [Key.privacyPolicyUrl]: `/brand/${school.code}/privacy.html`,
    [Key.enrolmentTermsUrl]: `/brand/${school.code}/terms.html`,
    // The first school shows families the names of the tags that place them in the queue.
    [Key.showWaitlistTagsToParents]: flag(school.id === 1),
    [Key.gstRate]: String(GST_RATE_DEFAULT_BP),
    // A made-up UEN in the company form (9 digits and a check letter), one per brand.
    [Key.paynowUen]: `20191234${school.id}K`,
    [Key.gstRegistrationNo]: `M2-000123${school.id}-4`,
    // A made-up DBS account the demo GIRO files credit; a failed deduction is tried once more.
    [Key.giroOriginatorAccount]: `7171/00123456${school.id}`,
    [Key.giroRetryFailedDeduction]: '1',
  }
}

/** The id of a demo school by its code; the data files refer to schools by code. */
export function demoSchoolId(code: string): number {
  const school = demoSchools.find((s) => s.code === code)
  if (!school) throw new Error(`Unknown demo school ${code}`)
  return school.id
}
