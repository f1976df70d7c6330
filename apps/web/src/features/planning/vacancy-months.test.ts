import { VacancyStatus } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { heldSeats, toMonths } from './vacancy-months'

const month = (m: string, counts: Partial<Record<VacancyStatus, number>>) =>
  VacancyStatus.map((status) => ({ month: m, status, count: counts[status] ?? 0 }))

describe('vacancy months', () => {
  it('turns the flat records into a row per month with its capacity and held seats', () => {
    const records = [
      ...month('2027-02-01', {
        existing_enrolment: 5,
        pending_registration: 2,
        promotion: 1,
        available_vacancy: 14,
      }),
      ...month('2027-01-01', { existing_enrolment: 5, available_vacancy: 5 }),
    ]
    // January's capacity is listed; February (another year's list) is derived from its available vacancy.
    const rows = toMonths(records, [{ date: '2027-01-01', capacity: 10 }])
    expect(rows.map((r) => [r.month, r.capacity])).toEqual([
      ['2027-01-01', 10],
      ['2027-02-01', 20],
    ])
    expect(heldSeats(rows[1])).toBe(6)
  })
})
