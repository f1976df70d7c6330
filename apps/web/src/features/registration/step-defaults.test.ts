import { describe, expect, it } from 'vitest'
import { stepDefaults } from './step-fields'

describe('stepDefaults', () => {
  it("starts the household step from the family size the child's step gave (issue 29 item 7)", () => {
    const earlier = { child: { numFamilyMembers: 4 } }
    expect(stepDefaults('household_particulars', undefined, null, earlier)).toEqual({ householdCount: 4 })
    expect(stepDefaults('household_particulars', undefined, null, {})).toEqual({})
  })

  it('keeps what the family saved over anything derived', () => {
    const saved = { householdCount: 6 }
    expect(stepDefaults('household_particulars', saved, null, { child: { numFamilyMembers: 4 } })).toBe(saved)
  })
})
