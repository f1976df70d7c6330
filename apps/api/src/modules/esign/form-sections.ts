import {
  formatMoney,
  REGISTRATION_STEPS,
  type RegistrationStep,
  RegistrationStepLabel,
} from '@preschool/domain'

/** One titled section of the consent document. */
export interface ConsentSection {
  heading: string
  rows: { label: string; value: string }[]
}

/** Labels the parents read on the form where the field's name does not say it plainly. */
const LABELS: Record<string, string> = {
  identificationNo: 'NRIC / FIN',
  birthdate: 'Date of birth',
  dateOfBirth: 'Date of birth',
  mobilePhoneCountryCode: 'Mobile country code',
  mobilePhone: 'Mobile',
  homePhone: 'Home phone',
  enrollmentPlan: 'Enrolment date',
  relationToChild: 'Relation to child',
  isCpfContributing: 'CPF contributing',
  hasNoticeOfAssessment: 'Notice of assessment',
  termsCDN: 'Terms (Child Development Account)',
  termsAndCondition: 'Terms and conditions',
}

/** Money fields of the form hold integer cents. */
const CENTS = new Set(['monthlyIncome'])

/** "languageSpokenAtHome" -> "Language spoken at home". */
function humanise(key: string) {
  const known = LABELS[key]
  if (known) return known
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' && CENTS.has(key)) return formatMoney(value)
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ') || '-'
  return String(value)
}

/** Flattens a step's saved fields into labelled rows: nested objects and lists of people are prefixed. */
function rowsOf(data: unknown, prefix = ''): ConsentSection['rows'] {
  if (!data || typeof data !== 'object') return []
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) => {
    if (Array.isArray(value) && value.some((v) => v && typeof v === 'object'))
      return value.flatMap((item, i) => rowsOf(item, `${prefix}${humanise(key)} ${i + 1} - `))
    if (value && typeof value === 'object' && !Array.isArray(value))
      return rowsOf(value, `${prefix}${humanise(key)} - `)
    return [{ label: `${prefix}${humanise(key)}`, value: show(key, value) }]
  })
}

/**
 * The enrolment form and the additional information as the family saved them, one section per step in the form's
 * order, so what the participants sign is what the family filled in (decision 0024). Steps not saved are left out.
 */
export function registrationFormSections(
  steps: readonly { step: string; data: unknown }[],
): ConsentSection[] {
  const byStep = new Map(steps.map((s) => [s.step, s.data]))
  return REGISTRATION_STEPS.flatMap((step: RegistrationStep) => {
    if (!byStep.has(step)) return []
    const rows = rowsOf(byStep.get(step))
    return rows.length ? [{ heading: RegistrationStepLabel[step], rows }] : []
  })
}
