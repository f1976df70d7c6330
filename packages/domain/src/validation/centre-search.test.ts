import { describe, expect, it } from 'vitest'
import {
  CentreSearchMsg,
  centresByDistanceArgsSchema,
  enquiryFilterSchema,
  nearestCentresArgsSchema,
  suggestLevelArgsSchema,
} from './centre-search'
import { CentreMsg } from './centres'
import { V } from './messages'

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]

describe('suggestLevelArgsSchema', () => {
  it('takes real dates only', () => {
    expect(
      suggestLevelArgsSchema.parse({ IDSchool: 1, dateOfBirth: '2023-05-04', enrollmentDate: '2026-01-01' }),
    ).toEqual({ IDSchool: 1, dateOfBirth: '2023-05-04', enrollmentDate: '2026-01-01', isRadiusSearch: false })
    expect(
      firstIssue(
        suggestLevelArgsSchema.safeParse({
          IDSchool: 1,
          dateOfBirth: '2023-02-30',
          enrollmentDate: '2026-01-01',
        }),
      ),
    ).toMatchObject({ message: V.invalidDate, path: ['dateOfBirth'] })
  })
})

describe('radius search arguments', () => {
  const nearest = {
    location: { lat: 1.35, lng: 103.8 },
    radius: 7,
    enrollmentDate: '2026-01-01',
    level: 3,
    filter: { fkSchool: 1 },
  }

  it('fills the optional filter values with null', () => {
    expect(nearestCentresArgsSchema.parse(nearest).filter).toEqual({
      fkSchool: 1,
      program: null,
      nationality: null,
    })
  })

  it('refuses a radius of 0 or beyond 50 km, and positions off the globe', () => {
    for (const radius of [0, -1, 51])
      expect(firstIssue(nearestCentresArgsSchema.safeParse({ ...nearest, radius }))).toMatchObject({
        message: CentreSearchMsg.radius,
        path: ['radius'],
      })
    expect(
      firstIssue(nearestCentresArgsSchema.safeParse({ ...nearest, location: { lat: 91, lng: 0 } }))?.message,
    ).toBe(CentreSearchMsg.location)
  })

  it('takes a six-digit postal code', () => {
    const { location: _location, ...rest } = nearest
    expect(centresByDistanceArgsSchema.parse({ ...rest, postalCode: ' 540339 ' }).postalCode).toBe('540339')
    expect(firstIssue(centresByDistanceArgsSchema.safeParse({ ...rest, postalCode: '5403' }))?.message).toBe(
      CentreMsg.postalCode,
    )
  })
})

describe('enquiryFilterSchema', () => {
  it('treats a missing filter and empty values as no filter, closed enquiries left out', () => {
    const none = { fkChild: null, fkCentre: null, fkEnquiryState: null, includeClosed: false }
    expect(enquiryFilterSchema.parse(undefined)).toEqual(none)
    expect(enquiryFilterSchema.parse({ fkChild: null, includeClosed: null })).toEqual(none)
    expect(enquiryFilterSchema.parse({ fkCentre: 4, includeClosed: true })).toEqual({
      ...none,
      fkCentre: 4,
      includeClosed: true,
    })
  })
})
