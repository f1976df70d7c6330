import { describe, expect, it } from 'vitest'
import { findDisallowedText, hasDisallowedCharacters } from './text'

describe('text characters', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u000By',
      '\u001F',
      'del\u007F',
      '\uD800',
      'x\uDC00y',
      '\uD83D!',
    ])
      expect(hasDisallowedCharacters(bad)).toBe(true)
  })

  it('accepts tab, new lines, accents, CJK and emoji (a surrogate pair)', () => {
    for (const good of ['Tan Ah Kow', 'line 1\nline 2\r\n\tend', 'Zoë 陈', 'hi 😀', ''])
      expect(hasDisallowedCharacters(good)).toBe(false)
  })

  it('finds the path of the first bad text in nested input', () => {
    expect(findDisallowedText({ a: 'ok', b: [{ c: 'ok' }, { c: 'no\u0000' }] })).toEqual(['b', '1', 'c'])
    expect(findDisallowedText({ a: 1, b: null, c: ['fine'] })).toBeNull()
  })
})
