import { describe, expect, it } from 'vitest'
import { DateMsg } from './date-bounds'
import { daysInclusive, HolidayMsg, holidayInputSchema, holidayYearSchema } from './holidays'
import { V } from './messages'

const valid = {
  title: 'Teachers’ Day',
  description: 'Centres closed',
  from: '2027-09-03',
  to: '2027-09-03',
  isPublic: false,
  centreIDs: [4, 7],
  holidayImageKey: null,
}
const issues = (overrides: Record<string, unknown>) =>
  holidayInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('holidayInputSchema', () => {
  it('accepts a one-day centre holiday, trimming the title and dropping duplicate centres', () => {
    const parsed = holidayInputSchema.parse({ ...valid, title: '  Teachers’ Day ', centreIDs: [4, 4, 7] })
    expect(parsed).toEqual({ ...valid, title: 'Teachers’ Day' })
  })

  it('stores blank descriptions and image keys as null and defaults to no centres', () => {
    const parsed = holidayInputSchema.parse({
      title: 'National Day',
      from: '2027-08-09',
      to: '2027-08-09',
      isPublic: true,
      description: '   ',
      holidayImageKey: '',
    })
    expect(parsed).toMatchObject({ description: null, holidayImageKey: null, centreIDs: [] })
  })

  it('requires a title of at most 120 characters', () => {
    expect(issues({ title: '   ' })).toEqual([['title', V.required]])
    expect(issues({ title: undefined })).toEqual([['title', V.required]])
    expect(issues({ title: 'x'.repeat(121) })).toEqual([['title', HolidayMsg.titleMax]])
    expect(issues({ title: 'x'.repeat(120) })).toBeUndefined()
    expect(HolidayMsg.titleMax).toBe('At most 120 characters')
  })

  it('requires both dates as real YYYY-MM-DD dates from 1900 to 2100', () => {
    expect(issues({ from: undefined, to: undefined })).toEqual([
      ['from', V.required],
      ['to', V.required],
    ])
    expect(issues({ from: '2027-02-30' })).toEqual([['from', V.invalidDate]])
    expect(issues({ to: '03/09/2027' })).toEqual([['to', V.invalidDate]])
    expect(issues({ to: '' })).toEqual([['to', V.invalidDate]])
    expect(issues({ from: '2100-12-31', to: '2100-12-31' })).toBeUndefined()
    expect(issues({ from: '9999-12-31', to: '9999-12-31' })).toEqual([
      ['from', DateMsg.planningRange],
      ['to', DateMsg.planningRange],
    ])
    expect(issues({ to: '10000-01-01' })).toEqual([['to', V.invalidDate]])
  })

  it('puts the end on or after the start', () => {
    expect(issues({ from: '2027-09-04', to: '2027-09-03' })).toEqual([['to', HolidayMsg.toAfterFrom]])
    expect(HolidayMsg.toAfterFrom).toBe('End date must be on or after start date')
  })

  it('spans at most 366 days, both ends included', () => {
    expect(issues({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined()
    expect(issues({ from: '2027-01-01', to: '2028-01-01' })).toBeUndefined()
    expect(issues({ from: '2027-01-01', to: '2028-01-02' })).toEqual([['to', HolidayMsg.tooLong]])
  })

  it('is public or names at least one centre', () => {
    expect(issues({ centreIDs: [] })).toEqual([['centreIDs', HolidayMsg.centresRequired]])
    expect(issues({ centreIDs: undefined })).toEqual([['centreIDs', HolidayMsg.centresRequired]])
    expect(issues({ centreIDs: [], isPublic: true })).toBeUndefined()
    expect(HolidayMsg.centresRequired).toBe('Choose at least one centre or make the holiday public')
  })
})

describe('daysInclusive', () => {
  it('counts both ends, across month, leap day and DST-free UTC', () => {
    expect(daysInclusive('2027-09-03', '2027-09-03')).toBe(1)
    expect(daysInclusive('2028-02-28', '2028-03-01')).toBe(3)
    expect(daysInclusive('2028-01-01', '2028-12-31')).toBe(366)
  })
})

describe('holidayYearSchema', () => {
  it('accepts years 1 to 9999', () => {
    expect(holidayYearSchema.safeParse(2027).success).toBe(true)
    for (const year of [0, 10000, 2027.5])
      expect(holidayYearSchema.safeParse(year).error?.issues[0].message).toBe(HolidayMsg.year)
  })
})
