import { describe, expect, it } from 'vitest'
import { truncate, truncateDistinct } from './truncate'

describe('truncateDistinct', () => {
  it('drops the start two centres share, so their chips differ', () => {
    const shown = truncateDistinct(['Little Steps @ Tampines', 'Little Steps @ Toa Payoh'], 17)
    expect(shown).toEqual(['…@ Tampines', '…@ Toa Payoh'])
    expect(new Set(shown).size).toBe(2)
    // Cut at the end alone, both read the same: the defect this avoids.
    expect(truncate('Little Steps @ Tampines', 17)).toBe(truncate('Little Steps @ Toa Payoh', 17))
  })

  it('cuts a lone name at its end and leaves short names whole', () => {
    expect(truncateDistinct(['Little Steps @ Tampines'], 17)).toEqual(['Little Steps @ T…'])
    expect(truncateDistinct(['Bedok', 'Yishun'], 17)).toEqual(['Bedok', 'Yishun'])
  })

  it('still keeps the rest within the limit', () => {
    const [a] = truncateDistinct(['Little Steps @ Tampines Central Hub East', 'Little Steps @ Yishun'], 17)
    expect(a).toHaveLength(17)
    expect(a.startsWith('…@ Tampines')).toBe(true)
  })
})
