import i18n from '../i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatLongDate, formatMoney, singaporeLocale } from './format'

describe('formatMoney', () => {
  const language = i18n.language
  afterEach(async () => {
    await i18n.changeLanguage(language)
  })

  it('shows cents as Singapore dollars with two decimals and thousands separators', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00')
    expect(formatMoney(2500, 'en')).toBe('$25.00')
    expect(formatMoney(5, 'en')).toBe('$0.05')
    expect(formatMoney(250000, 'en')).toBe('$2,500.00')
  })

  it('follows the language of the text bundle, in Singapore', async () => {
    expect(singaporeLocale('ta')).toBe('ta-SG')
    expect(singaporeLocale('zh-SG')).toBe('zh-SG')
    await i18n.changeLanguage('de')
    // German groups thousands with a dot and writes the decimals after a comma: the language decides, not code.
    expect(formatMoney(250000)).toBe(formatMoney(250000, 'de'))
    expect(formatMoney(250000)).toMatch(/2\.500,00/)
  })
})

describe('dates', () => {
  it("writes the spec's formats", () => {
    expect(formatDate('2027-08-09')).toBe('09/08/2027')
    expect(formatLongDate('2027-08-09')).toBe('Mon, 09 Aug 2027')
    expect(formatDateTime('2027-08-09T10:11:12')).toBe('2027-08-09 10:11:12')
  })

  it("dates a time stamp by its day in Singapore, whatever the browser's zone", () => {
    // 17:30 UTC is 01:30 the next morning in Singapore (UTC+8).
    expect(formatDate('2026-11-24T17:30:00.000Z')).toBe('25/11/2026')
    expect(formatDate('2026-11-24T15:30:00.000Z')).toBe('24/11/2026')
  })
})
