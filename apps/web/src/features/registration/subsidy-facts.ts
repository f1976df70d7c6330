import type { RegistrationStep, SubsidyFacts } from '@preschool/domain'

type Values = Record<string, unknown>
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const obj = (value: unknown) => (value && typeof value === 'object' ? (value as Values) : {})

/**
 * The estimate's facts from the saved steps, with the step being edited taking its values as typed: the child's
 * nationality and household, the applicant's working hours, the applicant's and spouse's incomes.
 */
export function subsidyFacts(
  saved: Partial<Record<RegistrationStep, unknown>>,
  editing: { step: RegistrationStep; values: Values } | null,
  isInfantCare: boolean,
): SubsidyFacts {
  const at = (step: RegistrationStep) => obj(editing?.step === step ? editing.values : saved[step])
  const child = at('child')
  const applicant = at('applicant')
  const spouseStep = at('spouse')
  const spouseIncome = spouseStep.hasSpouse ? (num(obj(spouseStep.spouse).monthlyIncome) ?? 0) : 0
  const applicantIncome = num(applicant.monthlyIncome)
  return {
    careType: isInfantCare ? 'infant_care' : 'child_care',
    childNationality: typeof child.nationality === 'string' && child.nationality ? child.nationality : null,
    applicantWorkingHours: num(applicant.monthlyWorkingHours),
    householdIncomeCents: applicantIncome === null ? null : applicantIncome + spouseIncome,
    familyMembers: num(child.numFamilyMembers),
    perCapita: child.isBigHousehold === true,
  }
}
