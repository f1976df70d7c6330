import { describe, expect, it } from 'vitest'
import { V } from './messages'
import {
  cleanWaitListFilter,
  compareQueue,
  expectedOfferMonth,
  newTagSchema,
  updateTagSchema,
  WaitlistMsg,
} from './waitlist'

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message

describe('cleanWaitListFilter', () => {
  it('drops empty and falsy values but keeps a false waitlist status', () => {
    expect(cleanWaitListFilter({ fkCentre: 0, fkLevel: null, fkProgram: 3, waitlistStatus: false })).toEqual({
      fkProgram: 3,
      waitlistStatus: false,
    })
  })
  it('drops only an explicit null waitlist status', () => {
    expect(cleanWaitListFilter({ waitlistStatus: null, fkCentre: 2 })).toEqual({ fkCentre: 2 })
    expect(cleanWaitListFilter({ waitlistStatus: true })).toEqual({ waitlistStatus: true })
    expect(cleanWaitListFilter(undefined)).toEqual({})
  })
})

describe('tags', () => {
  it('requires a description of at most 60 characters', () => {
    expect(issue(newTagSchema.safeParse({ description: '  ' }))).toBe(V.required)
    expect(issue(newTagSchema.safeParse({ description: 'x'.repeat(61) }))).toBe(
      WaitlistMsg.tagDescriptionLength,
    )
    expect(newTagSchema.parse({ description: ' Sibling ' })).toEqual({ description: 'Sibling' })
  })
  it('takes whole weights from -100 to 100', () => {
    expect(issue(updateTagSchema.safeParse({ weight: 101 }))).toBe(WaitlistMsg.tagWeightRange)
    expect(issue(updateTagSchema.safeParse({ weight: 1.5 }))).toBe(WaitlistMsg.tagWeightRange)
    expect(updateTagSchema.parse({ weight: -100 })).toEqual({ weight: -100 })
  })
})

describe('the queue', () => {
  const e = (id: number, weight: number, plan: string, at: string) => ({
    id,
    weight,
    enrollmentPlan: plan,
    createdAt: at,
  })
  it('orders by tag weight, then the month wanted, then the enquiry date', () => {
    const rows = [
      e(1, 0, '2027-01-01', '2026-01-01T00:00:00Z'),
      e(2, 10, '2027-03-01', '2026-05-01T00:00:00Z'),
      e(3, 0, '2027-01-01', '2025-12-01T00:00:00Z'),
      e(4, 0, '2026-12-01', '2026-06-01T00:00:00Z'),
    ]
    expect(rows.sort(compareQueue).map((r) => r.id)).toEqual([2, 4, 3, 1])
  })
  it('expects an offer in the first month with enough places for the position', () => {
    const plan = [
      { month: '2027-01-01', vacancies: 1 },
      { month: '2027-02-01', vacancies: 3 },
    ]
    expect(expectedOfferMonth(1, plan)).toBe('2027-01-01')
    expect(expectedOfferMonth(3, plan)).toBe('2027-02-01')
    expect(expectedOfferMonth(4, plan)).toBeNull()
  })
})
