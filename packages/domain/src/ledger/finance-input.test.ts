import { describe, expect, it } from 'vitest'
import { searchAmountCents } from './finance-input'

describe('searchAmountCents', () => {
  it('reads an amount typed with or without the dollar sign, cents and thousands separators', () => {
    expect(searchAmountCents('123.40')).toBe(12_340)
    expect(searchAmountCents('$123.40')).toBe(12_340)
    expect(searchAmountCents(' $ 123.4 ')).toBe(12_340)
    expect(searchAmountCents('$1,234')).toBe(123_400)
    expect(searchAmountCents('80')).toBe(8_000)
    expect(searchAmountCents('21,474,836.47')).toBe(2_147_483_647)
  })

  it('is null for names, document numbers, three decimals and amounts too large for a column', () => {
    for (const keyword of [
      'Tan',
      'INV-000100',
      '12.345',
      '1,23',
      '$',
      '.50',
      '123456789',
      '21,474,836.48',
      '12a',
      '-5',
    ])
      expect(searchAmountCents(keyword)).toBeNull()
  })
})
