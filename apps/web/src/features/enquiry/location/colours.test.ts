import { describe, expect, it } from 'vitest'
import { pickChoiceColours, UNCHOSEN_COLOUR } from './colours'

describe('pickChoiceColours', () => {
  it("takes the theme's colours when they are dark enough and far apart", () => {
    expect(pickChoiceColours(['#00695C', '#C2410C', '#1D4ED8'])).toEqual(['#00695C', '#C2410C', '#1D4ED8'])
  })

  it('skips pale, invalid and too similar colours, filling up from its own set', () => {
    const picked = pickChoiceColours(['#fafafa', 'teal', '#00695C', '#00695D'])
    expect(picked).toHaveLength(3)
    expect(picked[0]).toBe('#00695C')
    expect(picked).not.toContain('#00695D')
    expect(picked).not.toContain(UNCHOSEN_COLOUR)
  })

  it('always gives three colours, whatever the theme', () => {
    for (const theme of [
      [],
      ['#00695C'],
      ['#c62828', '#b71c1c', '#d32f2f'],
      ['#6b7280', '#ffffff', '#000000'],
    ]) {
      expect(pickChoiceColours(theme), theme.join()).toHaveLength(3)
    }
  })
})
