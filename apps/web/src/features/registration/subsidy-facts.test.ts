import { describe, expect, it } from 'vitest'
import { subsidyFacts } from './subsidy-facts'

const saved = {
  child: { nationality: 'Singapore Citizen', numFamilyMembers: 6, isBigHousehold: true },
  applicant: { monthlyIncome: 450_000, monthlyWorkingHours: 160 },
  spouse: { hasSpouse: true, spouse: { monthlyIncome: 300_000 } },
}

describe('subsidyFacts', () => {
  it('adds the spouse’s income and reads the household from the saved steps', () => {
    expect(subsidyFacts(saved, null, false)).toEqual({
      careType: 'child_care',
      childNationality: 'Singapore Citizen',
      applicantWorkingHours: 160,
      householdIncomeCents: 750_000,
      familyMembers: 6,
      perCapita: true,
    })
  })

  it('takes the step being edited as typed, and no spouse income without a spouse', () => {
    const editing = {
      step: 'spouse' as const,
      values: { hasSpouse: false, spouse: { monthlyIncome: 300_000 } },
    }
    expect(subsidyFacts(saved, editing, true)).toMatchObject({
      careType: 'infant_care',
      householdIncomeCents: 450_000,
    })
    expect(subsidyFacts({}, null, false)).toMatchObject({
      childNationality: null,
      applicantWorkingHours: null,
      householdIncomeCents: null,
    })
  })
})
