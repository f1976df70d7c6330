import { describe, expect, it } from 'vitest'
import { Access, combineAccess, hasAccess } from './access'

describe('access across roles', () => {
  it('is the union of the roles bits, not the highest level', () => {
    expect(combineAccess([Access.read | Access.write, Access.read | Access.approve])).toBe(7)
    expect(combineAccess([Access.read, Access.read | Access.write])).toBe(3)
    expect(combineAccess([])).toBe(0)
  })

  it('implies read from write or approve', () => {
    expect(combineAccess([Access.write])).toBe(3)
    expect(combineAccess([Access.approve])).toBe(5)
    expect(hasAccess(combineAccess([Access.write, Access.approve]), 'read')).toBe(true)
  })
})
