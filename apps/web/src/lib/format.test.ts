import i18n from '../i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney, singaporeLocale } from './format'

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
