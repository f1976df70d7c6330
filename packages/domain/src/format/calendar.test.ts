import { describe, expect, it } from 'vitest'
import { addDays, addMonths, monthBounds, weekdayOf } from './calendar'

describe('calendar arithmetic', () => {
  it('adds days across months and years, and names weekdays from Sunday = 0', () => {
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01')
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29')
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01')
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28')
    expect(weekdayOf('2030-03-03')).toBe(0)
    expect(weekdayOf('2030-03-09')).toBe(6)
  })

  it('moves to the 1st of a later or earlier month, across years', () => {
    expect(addMonths('2030-11-15', 2)).toBe('2031-01-01')
    expect(addMonths('2030-01', -1)).toBe('2029-12-01')
    expect(addMonths('2030-03-31', 0)).toBe('2030-03-01')
  })

  it('gives the first and last date of a month, from the month or any day of it', () => {
    expect(monthBounds('2030-02')).toEqual({ first: '2030-02-01', last: '2030-02-28' })
    expect(monthBounds('2032-02-17')).toEqual({ first: '2032-02-01', last: '2032-02-29' })
    expect(monthBounds('2030-12')).toEqual({ first: '2030-12-01', last: '2030-12-31' })
  })
})
