import { describe, expect, it } from 'vitest'
import {
  availableVacancy,
  CapacityMsg,
  capacityRequestSchema,
  monthsFrom,
  promotionMonth,
  type VacancyCounts,
} from './capacity'
import { requiredRemarksSchema } from './visits'

const today = '2026-11-24'
const issues = (raw: unknown) =>
  capacityRequestSchema(today)
    .safeParse(raw)
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('capacity change requests', () => {
  it('accepts whole capacities from this month on, on the 1st', () => {
    const ok = capacityRequestSchema(today).parse({
      remarks: '  ',
      items: [
        { fkLevel: 1, capacity: 0, date: '2026-11-01' },
        { fkLevel: 1, capacity: 999, date: '2027-01-01' },
      ],
    })
    expect(ok.remarks).toBeNull()
  })

  it('refuses bad capacities, dates and duplicates on the item field', () => {
    expect(
      issues({
        items: [
          { fkLevel: 1, capacity: 1.5, date: '2027-01-01' },
          { fkLevel: 1, capacity: 1000, date: '2027-02-01' },
          { fkLevel: 1, capacity: -1, date: '2027-03-01' },
          { fkLevel: 1, capacity: 5, date: '2027-01-15' },
          { fkLevel: 1, capacity: 5, date: '2026-10-01' },
          { fkLevel: 1, capacity: 5, date: '2027-02-01' },
        ],
      }),
    ).toEqual([
      ['items.0.capacity', CapacityMsg.capacity],
      ['items.1.capacity', CapacityMsg.capacity],
      ['items.2.capacity', CapacityMsg.capacity],
      ['items.3.date', CapacityMsg.firstOfMonth],
    ])
    expect(
      issues({
        items: [
          { fkLevel: 1, capacity: 5, date: '2026-10-01' },
          { fkLevel: 1, capacity: 5, date: '2027-02-01' },
          { fkLevel: 1, capacity: 6, date: '2027-02-01' },
          { fkLevel: 2, capacity: 6, date: '2027-02-01' },
        ],
      }),
    ).toEqual([
      ['items.0.date', CapacityMsg.pastMonth],
      ['items.2.date', CapacityMsg.duplicate],
    ])
    expect(issues({ items: [] })).toEqual([['items', CapacityMsg.itemsRequired]])
    expect(CapacityMsg.capacity).toBe('Capacity must be a whole number from 0 to 999')
  })

  it('requires remarks to reject or recall', () => {
    expect(requiredRemarksSchema.safeParse('  ').error?.issues[0].message).toBe('Remarks are required')
    expect(requiredRemarksSchema.safeParse(undefined).error?.issues[0].message).toBe('Remarks are required')
  })
})

describe('vacancy arithmetic', () => {
  it('lowers the vacancy by held seats, raises it by freed ones, ignores the waitlist', () => {
    const counts: VacancyCounts = {
      existing_enrolment: 10,
      transfer_in: 1,
      transfer_out: 2,
      promotion: 3,
      withdraw: 1,
      pending_registration: 2,
      enrolled: 4,
      on_waitlist: 50,
    }
    expect(availableVacancy(20, counts)).toBe(20 - 10 - 1 + 2 + 3 + 1 - 2 - 4)
  })

  it('lists months across a year end', () => {
    expect(monthsFrom('2026-11-01', 3)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01'])
  })

  it('promotes at the last promotion on or before the child outgrows the level', () => {
    // Outgrows a 48-month level in March 2026.
    expect(promotionMonth('2022-03-15', { toMonth: 48, promotionDate: '2025-01-01' })).toBe('2026-01-01')
    expect(promotionMonth('2022-03-15', { toMonth: 48, promotionDate: '2025-07-01' })).toBe('2025-07-01')
    expect(promotionMonth('2022-03-15', { toMonth: 48, promotionDate: '2025-03-01' })).toBe('2026-03-01')
    expect(promotionMonth('2022-03-15', { toMonth: 48, promotionDate: null })).toBe('2026-03-01')
  })
})
