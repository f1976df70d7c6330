import { describe, expect, it } from 'vitest'
import { ECDA_SUBSIDY_SCHEDULE, estimateSubsidy, type SubsidyFacts } from './subsidy'

const facts = (overrides: Partial<SubsidyFacts> = {}): SubsidyFacts => ({
  careType: 'child_care',
  childNationality: 'Singapore Citizen',
  applicantWorkingHours: 160,
  householdIncomeCents: 500_000,
  familyMembers: 3,
  perCapita: false,
  ...overrides,
})
const estimate = (overrides: Partial<SubsidyFacts> = {}) =>
  estimateSubsidy(facts(overrides), ECDA_SUBSIDY_SCHEDULE)

describe('estimateSubsidy', () => {
  it('gives a working family basic plus the additional subsidy of its income band', () => {
    // child care: $300 basic, $4,501-$6,000 band: $340
    expect(estimate()).toMatchObject({
      eligible: true,
      working: true,
      basicCents: 30_000,
      additionalCents: 34_000,
    })
    expect(estimate().totalCents).toBe(64_000)
    expect(estimate({ careType: 'infant_care' })).toMatchObject({
      basicCents: 60_000,
      additionalCents: 51_000,
    })
  })

  it('counts 56 hours a month as working, 55 as not: basic $150 and no additional subsidy', () => {
    expect(estimate({ applicantWorkingHours: 56 }).working).toBe(true)
    expect(estimate({ applicantWorkingHours: 55 })).toMatchObject({
      working: false,
      basicCents: 15_000,
      additionalCents: 0,
      basis: null,
    })
    expect(estimate({ careType: 'infant_care', applicantWorkingHours: 0 }).basicCents).toBe(15_000)
  })

  it('takes the band whose upper limit covers the income, inclusive, and nothing above $12,000', () => {
    expect(estimate({ householdIncomeCents: 300_000 }).additionalCents).toBe(46_700)
    expect(estimate({ householdIncomeCents: 300_001 }).additionalCents).toBe(44_000)
    expect(estimate({ householdIncomeCents: 1_200_000 }).additionalCents).toBe(8_000)
    expect(estimate({ householdIncomeCents: 1_200_100 })).toMatchObject({
      additionalCents: 0,
      totalCents: 30_000,
    })
  })

  it('assesses a big household per capita when that gives more', () => {
    // $13,000 for 6 people: $2,166 per capita, band up to $2,250: $190
    const big = estimate({ householdIncomeCents: 1_300_000, familyMembers: 6, perCapita: true })
    expect(big).toMatchObject({ additionalCents: 19_000, basis: 'per_capita' })
    expect(estimate({ householdIncomeCents: 1_300_000, familyMembers: 6 }).additionalCents).toBe(0)
  })

  it('gives nothing to a child who is not a citizen, and waits for the facts it needs', () => {
    expect(estimate({ childNationality: 'Singapore PR' })).toMatchObject({
      eligible: false,
      reason: 'not_citizen',
      totalCents: 0,
    })
    expect(estimate({ childNationality: null }).reason).toBe('incomplete')
    expect(estimate({ applicantWorkingHours: null }).reason).toBe('incomplete')
  })

  it("uses the school's own tables", () => {
    const school = {
      basic: [{ careType: 'child_care' as const, working: true, amountCents: 1 }],
      additional: [],
    }
    expect(estimateSubsidy(facts(), school)).toMatchObject({
      basicCents: 1,
      additionalCents: 0,
      totalCents: 1,
    })
    expect(estimateSubsidy(facts({ applicantWorkingHours: 0 }), school).reason).toBe('not_configured')
  })
})
