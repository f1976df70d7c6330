import { describe, expect, it } from 'vitest'
import { staffLoginTarget } from './auth-paths'

describe('the staff login is chosen when the address contains staff', () => {
  it('by the path or the host, keeping the query', () => {
    expect(staffLoginTarget('app.example', '/login/staff-portal', '')).toBe('/login/staff')
    expect(staffLoginTarget('staff.example', '/login', '?redirect=%2Foverview')).toBe(
      '/login/staff?redirect=%2Foverview',
    )
  })

  it('not on the staff login itself, nor on a parent address', () => {
    expect(staffLoginTarget('app.example', '/login/staff', '')).toBeUndefined()
    expect(staffLoginTarget('app.example', '/login', '')).toBeUndefined()
  })

  it("not for 'staff' inside the redirect query", () => {
    expect(
      staffLoginTarget('app.example', '/login', `?redirect=${encodeURIComponent('/staff/list')}`),
    ).toBeUndefined()
  })
})
