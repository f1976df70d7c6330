import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { toggleAccess } from './access-matrix'

const { read, write, approve } = Access

describe('toggleAccess', () => {
  it('ticks read with write or approve: nobody changes or approves what they cannot see', () => {
    expect(toggleAccess(0, 'write', true)).toBe(read | write)
    expect(toggleAccess(0, 'approve', true)).toBe(read | approve)
    expect(toggleAccess(read | write, 'approve', true)).toBe(read | write | approve)
  })

  it('clears the row when read is unticked, and only the bit otherwise', () => {
    expect(toggleAccess(read | write | approve, 'read', false)).toBe(0)
    expect(toggleAccess(read | write | approve, 'write', false)).toBe(read | approve)
    expect(toggleAccess(read | write, 'approve', false)).toBe(read | write)
  })
})
