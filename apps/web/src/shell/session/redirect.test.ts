import { describe, expect, it } from 'vitest'
import { afterSignInPath, loginRedirectFor } from './redirect'

describe('loginRedirectFor', () => {
  it('encodes the path and the query', () => {
    expect(loginRedirectFor('/waitlistmanagement/4/visits', '?page=2')).toBe(
      '/login?redirect=%2Fwaitlistmanagement%2F4%2Fvisits%3Fpage%3D2',
    )
  })
})

describe('afterSignInPath', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/calendar?month=5', '/calendar?month=5'],
    ['%2Fcalendar%3Fmonth%3D5', '/calendar?month=5'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['%2F%2Fevil.example', '/dashboard'],
    ['/login?redirect=%2Fx', '/dashboard'],
    ['unauthenticated', '/dashboard'],
  ])('%s -> %s', (redirect, path) => {
    expect(afterSignInPath(redirect)).toBe(path)
  })
})
