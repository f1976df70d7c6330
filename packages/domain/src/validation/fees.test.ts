import { describe, expect, it } from 'vitest'
import {
  compareFeeItems,
  FeeMsg,
  feeDraftItemsSchema,
  feeTierInputSchema,
  increaseNeedsNoticeWarning,
} from './fees'

const fee = {
  fkLevel: 1,
  fkProgram: 2,
  nationality: 'Singaporean',
  amount: 120000,
  effectiveFrom: '2027-01-01',
}
const tier = {
  fkCentre: 1,
  fkGroup: 1,
  label: 'Tier 2027',
  effectiveForRegistrationFrom: '2027-01-01',
  fees: [fee],
}
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message])

describe('fee rules', () => {
  it('takes a tier with integer cents and an open registration end', () => {
    expect(feeTierInputSchema.parse(tier)).toMatchObject({
      effectiveForRegistrationTo: null,
      isLastTierInGroup: false,
    })
  })

  it('refuses fractions of a cent, negative amounts, duplicates and a registration end before its start', () => {
    expect(issues(feeTierInputSchema.safeParse({ ...tier, fees: [{ ...fee, amount: 1.5 }] }))).toEqual([
      ['fees.0.amount', FeeMsg.amount],
    ])
    expect(issues(feeTierInputSchema.safeParse({ ...tier, fees: [{ ...fee, amount: -1 }] }))).toEqual([
      ['fees.0.amount', FeeMsg.amount],
    ])
    expect(
      issues(feeTierInputSchema.safeParse({ ...tier, fees: [fee, { ...fee, nationality: 'singaporean' }] })),
    ).toEqual([['fees', FeeMsg.duplicateFee]])
    expect(
      issues(feeTierInputSchema.safeParse({ ...tier, effectiveForRegistrationTo: '2026-12-31' })),
    ).toEqual([['effectiveForRegistrationTo', FeeMsg.registrationToAfterFrom]])
    expect(issues(feeDraftItemsSchema.safeParse([]))).toEqual([['', FeeMsg.itemsRequired]])
  })

  it('sorts items by level (youngest first), nationality, programme and effective date', () => {
    const items = [
      {
        level: 'Kindergarten 1',
        levelFromMonth: 48,
        nationality: 'SC',
        program: 'Full Day',
        effectiveFrom: '2027-02-01',
      },
      {
        level: 'Kindergarten 1',
        levelFromMonth: 48,
        nationality: 'SC',
        program: 'Full Day',
        effectiveFrom: '2027-01-01',
      },
      { level: 'Kindergarten 1', levelFromMonth: 48, nationality: 'PR', program: 'Half Day' },
      { level: 'Nursery 1', levelFromMonth: 30, nationality: 'PR', program: 'Full Day' },
      { level: 'Infant Care', levelFromMonth: 2, nationality: 'SC', program: 'Full Day' },
    ]
    expect([...items].sort(compareFeeItems)).toEqual([items[4], items[3], items[2], items[1], items[0]])
  })

  it('warns when an increase takes effect less than the notice months after approval', () => {
    expect(increaseNeedsNoticeWarning('2027-06-01', '2027-01-15', 4)).toBe(false)
    expect(increaseNeedsNoticeWarning('2027-05-14', '2027-01-15', 4)).toBe(true)
    expect(increaseNeedsNoticeWarning('2027-05-15', '2027-01-15', 4)).toBe(false)
    expect(increaseNeedsNoticeWarning('2027-02-01', '2027-01-15', 0)).toBe(false)
  })
})
