import type { CodeCategory, RegistrationStep } from '@preschool/domain'
import { registrationEn } from './en'

const labels = registrationEn.fields

export type FieldLabel = keyof typeof registrationEn.fields

/** How a field is entered: the kit field it maps to (options come from a configuration code list). */
export type FieldKind =
  | { kind: 'text' | 'date' | 'number' | 'money' | 'switch' | 'checkbox' | 'multiline' }
  | { kind: 'select'; category: CodeCategory }
  | { kind: 'gender' }
  | { kind: 'conditions' }

export type FieldSpec = FieldKind & {
  name: string
  label: FieldLabel
  /** Shown only when another field (a switch) is on, or a select holds one of the values. */
  when?: { field: string; is: boolean | readonly string[] | ((value: unknown) => boolean) }
}

// A field whose name is its label's key needs no label; any other names one. Overloads, not a cast: a name that is
// no label without a label given does not compile.
function text(name: FieldLabel): FieldSpec
function text(name: string, label: FieldLabel): FieldSpec
function text(name: string, label?: FieldLabel): FieldSpec {
  return { kind: 'text', name, label: label ?? labelOf(name) }
}
function select(name: FieldLabel, category: CodeCategory): FieldSpec
function select(name: string, category: CodeCategory, label: FieldLabel): FieldSpec
function select(name: string, category: CodeCategory, label?: FieldLabel): FieldSpec {
  return { kind: 'select', name, category, label: label ?? labelOf(name) }
}
type PlainKind = 'date' | 'number' | 'money' | 'switch' | 'checkbox' | 'multiline'
function of(kind: PlainKind, name: FieldLabel): FieldSpec
function of(kind: PlainKind, name: string, label: FieldLabel): FieldSpec
function of(kind: PlainKind, name: string, label?: FieldLabel): FieldSpec {
  return { kind, name, label: label ?? labelOf(name) }
}

/** Only reached through the overloads above, which allow no label only for a name that is one. */
function labelOf(name: string): FieldLabel {
  if (!(name in labels)) throw new Error(`No label for the registration field ${name}`)
  return name as FieldLabel
}

/** The applicant's and spouse's fields, under `at` ('' or 'spouse.'). */
export const personFields = (at: string): FieldSpec[] => {
  const w = (field: string) => `${at}${field}`
  return [
    text(w('firstname'), 'firstname'),
    text(w('lastname'), 'lastname'),
    text(w('identificationNo'), 'identificationNo'),
    of('date', w('birthdate'), 'birthdate'),
    select(w('nationality'), 'Nationality', 'nationality'),
    text(w('email'), 'email'),
    text(w('mobilePhone'), 'mobilePhone'),
    text(w('address.postcode'), 'postcode'),
    text(w('address.address'), 'address'),
    text(w('address.floor'), 'floor'),
    text(w('address.unit'), 'unit'),
    of('money', w('monthlyIncome'), 'monthlyIncome'),
    of('number', w('monthlyWorkingHours'), 'monthlyWorkingHours'),
    select(w('workingStatus'), 'Working_Status', 'workingStatus'),
    {
      ...select(w('nonWorkingReason'), 'non_working_reason', 'nonWorkingReason'),
      when: { field: w('monthlyWorkingHours'), is: (v) => typeof v === 'number' && v < 56 },
    },
    select(w('occupation'), 'Occupation', 'occupation'),
    select(w('occupationalTitle'), 'Occupation_Title', 'occupationalTitle'),
    select(w('maritalStatus'), 'Marital_Status', 'maritalStatus'),
    {
      ...select(w('separationReason'), 'separation_reason', 'separationReason'),
      when: { field: w('maritalStatus'), is: ['Separated', 'Divorced', 'Widowed'] },
    },
    select(w('highestQualification'), 'Highest_Qualification', 'highestQualification'),
    of('switch', w('isCpfContributing'), 'isCpfContributing'),
    of('switch', w('hasNoticeOfAssessment'), 'hasNoticeOfAssessment'),
    select(w('relationToChild'), 'Relation_Child', 'relationToChild'),
    {
      ...select(w('nonParentRelationship'), 'non_parent_relationship', 'nonParentRelationship'),
      when: {
        field: w('relationToChild'),
        is: (v) => typeof v === 'string' && v !== '' && v !== 'Mother' && v !== 'Father',
      },
    },
  ]
}

const guardianFields = (i: number): FieldSpec[] => [
  text(`guardians.${i}.firstname`, 'firstname'),
  text(`guardians.${i}.lastname`, 'lastname'),
  text(`guardians.${i}.identificationNo`, 'identificationNo'),
  text(`guardians.${i}.mobilePhone`, 'mobilePhone'),
  select(`guardians.${i}.relationToChild`, 'Relation_Child', 'relationToChild'),
  select(`guardians.${i}.nonParentRelationship`, 'non_parent_relationship', 'nonParentRelationship'),
]

/** Each step's fields, in the order the parent fills them. */
export const STEP_FIELDS: Record<RegistrationStep, FieldSpec[]> = {
  enquiry: [
    of('date', 'enrollmentPlan'),
    of('switch', 'needsFinancialAssistance'),
    { ...of('date', 'financialAssistanceFrom'), when: { field: 'needsFinancialAssistance', is: true } },
    { ...of('date', 'financialAssistanceTo'), when: { field: 'needsFinancialAssistance', is: true } },
    { ...select('typeOfGrant', 'type_of_grant'), when: { field: 'needsFinancialAssistance', is: true } },
    select('selfReferred', 'self_referred'),
    { ...select('referredByAgency', 'referred_by_agency'), when: { field: 'selfReferred', is: ['No'] } },
    text('referralChannel'),
    of('checkbox', 'isDeclared'),
    of('checkbox', 'isAcknowledged'),
  ],
  child: [
    text('firstname'),
    text('lastname'),
    select('nationality', 'Nationality'),
    { kind: 'gender', name: 'gender', label: 'gender' },
    select('race', 'Race'),
    of('date', 'dateOfBirth'),
    of('number', 'numFamilyMembers'),
    of('number', 'numDependents'),
    of('switch', 'isBigHousehold'),
  ],
  applicant: personFields(''),
  spouse: [
    of('switch', 'hasSpouse'),
    ...personFields('spouse.').map((f) => ({ ...f, when: f.when ?? { field: 'hasSpouse', is: true } })),
  ],
  guardians: guardianFields(0),
  emergency_contact: [
    text('firstname'),
    text('lastname'),
    select('relationToChild', 'Relation_Child'),
    text('mobilePhone'),
  ],
  attending_other_school: [
    of('switch', 'attendingOtherSchool'),
    { ...text('otherSchoolName'), when: { field: 'attendingOtherSchool', is: true } },
  ],
  special_instruction: [
    of('number', 'totalChildrenInFamily'),
    of('number', 'birthOrder'),
    of('switch', 'isToiletTrained'),
    of('switch', 'solidFoodAllowed'),
    of('multiline', 'childAffinity'),
    text('languageSpokenAtHome'),
    of('multiline', 'remarks'),
  ],
  household_particulars: [
    of('number', 'householdCount'),
    select('fatherEducationLevel', 'Highest_Qualification'),
    select('motherEducationLevel', 'Highest_Qualification'),
  ],
  health_information: [
    of('switch', 'isImmunized'),
    of('multiline', 'immunizationDetails'),
    text('familyDoctorName'),
    text('familyDoctorContact'),
    text('clinicName'),
    text('clinicAddress'),
    text('clinicPostcode'),
    { kind: 'conditions', name: 'medicalConditions', label: 'medicalConditions' },
    of('multiline', 'medicalConditionDetails'),
    of('multiline', 'specialNeeds'),
  ],
  declaration: [of('checkbox', 'termsAndCondition'), of('checkbox', 'termsCDN')],
}

/** The starting values of a step: what is saved, else what the enquiry and account give, else blanks. */
export function stepDefaults(
  step: RegistrationStep,
  saved: unknown,
  prefill: Record<string, unknown> | null,
  /** The steps saved so far: a later step starts from what an earlier one asked (the family's size). */
  earlier: Partial<Record<RegistrationStep, unknown>> = {},
) {
  if (saved && typeof saved === 'object') return saved as Record<string, unknown>
  const base: Record<string, unknown> = {
    enquiry: { needsFinancialAssistance: false, isDeclared: false, isAcknowledged: false },
    child: { isBigHousehold: false },
    applicant: {
      mobilePhoneCountryCode: '+65',
      isCpfContributing: false,
      hasNoticeOfAssessment: false,
      address: {},
    },
    spouse: {
      hasSpouse: false,
      spouse: {
        mobilePhoneCountryCode: '+65',
        isCpfContributing: false,
        hasNoticeOfAssessment: false,
        address: {},
      },
    },
    guardians: { guardians: [] },
    emergency_contact: { mobilePhoneCountryCode: '+65' },
    attending_other_school: { attendingOtherSchool: false },
    special_instruction: { isToiletTrained: false, solidFoodAllowed: false },
    household_particulars: {},
    health_information: { isImmunized: true, medicalConditions: [] },
    declaration: { termsAndCondition: false, termsCDN: false },
  }[step] as Record<string, unknown>
  const fromEnquiry = (prefill?.[step] ?? {}) as Record<string, unknown>
  const familySize = (earlier.child as { numFamilyMembers?: unknown } | undefined)?.numFamilyMembers
  // The child's step asked how many live together: the household step starts there instead of asking again.
  const fromChild =
    step === 'household_particulars' && typeof familySize === 'number' ? { householdCount: familySize } : {}
  return { ...base, ...fromChild, ...fromEnquiry }
}
