import { describe, expect, it } from 'vitest'
import { dollars } from './money'

describe('dollars', () => {
  it('shows cents as dollars with two decimals and thousands separators', () => {
    expect(dollars(0)).toBe('$0.00')
    expect(dollars(2500)).toBe('$25.00')
    expect(dollars(5)).toBe('$0.05')
    expect(dollars(250000)).toBe('$2,500.00')
  })
})
