import { describe, expect, it } from 'vitest'
import { MAX_PLACE_SEARCH_LENGTH, PlaceMsg, placeSearchArgsSchema } from './places'

describe('placeSearchArgsSchema', () => {
  it('trims and collapses spaces; empty text is allowed', () => {
    expect(placeSearchArgsSchema.parse({ searchVal: '  ang  mo   kio ' })).toEqual({
      searchVal: 'ang mo kio',
    })
    expect(placeSearchArgsSchema.parse({ searchVal: '   ' })).toEqual({ searchVal: '' })
  })

  it('refuses long text', () => {
    expect(
      placeSearchArgsSchema.safeParse({ searchVal: 'x'.repeat(MAX_PLACE_SEARCH_LENGTH + 1) }).error?.issues[0]
        .message,
    ).toBe(PlaceMsg.tooLong)
  })
})
