import type { Holiday } from './documents'

/** A holiday as getCentreHolidaysOfYear answers it, for the feature's tests. */
export const buildHoliday = (overrides: Partial<Holiday> = {}): Holiday => ({
  ID: 1,
  title: 'National Day',
  description: null,
  holidayImageKey: null,
  holidayImageURL: null,
  from: '2027-08-09',
  to: '2027-08-09',
  isPublic: true,
  centreHolidays: [],
  ...overrides,
})

export const listOf = (holidays: Holiday[]) => ({ data: { getCentreHolidaysOfYear: holidays } })
