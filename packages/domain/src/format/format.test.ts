import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatEnrolmentDate,
  formatLongDate,
  formatMonth,
  formatMonthName,
  formatShortMonth,
  formatTime,
  formatYears,
  storedDateOf,
} from './dates'
import { centsToDecimal, formatMoney } from './money'
import { childName, fullName } from './names'

// 15:30 UTC on 24 November is 23:30 in Singapore; 16:30 UTC is already 00:30 on the 25th there.
const LATE_EVENING_UTC = '2026-11-24T16:30:29.726Z'

describe('dates', () => {
  it("prints stored dates in the spec's formats, as they are", () => {
    expect(formatDate('2027-08-09')).toBe('09/08/2027')
    expect(formatLongDate('2027-08-09')).toBe('Mon, 09 Aug 2027')
    expect(formatMonth('2027-08-01')).toBe('August 2027')
    expect(formatMonth('2027-08')).toBe('August 2027')
    expect(formatShortMonth('2027-08-09')).toBe('Aug 2027')
    expect(formatMonthName('2027-08')).toBe('Aug')
  })

  it('dates an instant late in the UTC evening by the next day in Singapore', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('25/11/2026')
    expect(formatDate(new Date(LATE_EVENING_UTC))).toBe('25/11/2026')
    expect(formatLongDate(LATE_EVENING_UTC)).toBe('Wed, 25 Nov 2026')
    expect(storedDateOf(LATE_EVENING_UTC)).toBe('2026-11-25')
    expect(formatDate('2026-11-24T15:30:00.000Z')).toBe('24/11/2026')
  })

  it('prints instants with their Singapore time', () => {
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('2026-11-25 00:30:29')
    expect(formatDayAndTime(LATE_EVENING_UTC)).toBe('25/11/2026 00:30')
    expect(formatTime('2026-11-24T01:05:00Z')).toBe('09:05')
  })

  it('gives ages in months as years to one decimal', () => {
    expect(formatYears(30)).toBe('2.5')
    expect(formatYears(48)).toBe('4')
  })

  it('gives an enrolment date as its month on the 1st, else as the day', () => {
    expect(formatEnrolmentDate('2027-08-01')).toBe('August 2027')
    expect(formatEnrolmentDate('2027-08-09')).toBe('09/08/2027')
  })
})

describe('money', () => {
  it('prints cents as Singapore dollars with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(250000)).toBe('$2,500.00')
    expect(formatMoney(-1234)).toBe('-$12.34')
  })

  it("follows the reader's language", () => {
    expect(formatMoney(250000, 'de-SG')).toMatch(/2\.500,00/)
  })

  it('gives the plain decimal a gateway or QR code takes', () => {
    expect(centsToDecimal(250000)).toBe('2500.00')
    expect(centsToDecimal(5)).toBe('0.05')
  })
})

describe('names', () => {
  it('joins first and last names without stray spaces', () => {
    expect(fullName({ firstname: 'Mei Ling', lastname: 'Goh' })).toBe('Mei Ling Goh')
    expect(fullName({ firstname: '陈伟', lastname: '' })).toBe('陈伟')
    expect(childName({ childFirstname: 'Aria', childLastname: 'Menon' })).toBe('Aria Menon')
  })
})
