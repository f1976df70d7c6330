import { describe, expect, it } from 'vitest'
import { V } from './messages'
import {
  directoryEmailArgsSchema,
  directoryNameArgsSchema,
  StaffMsg,
  splitPhone,
  staffInputSchema,
  staffListArgsSchema,
} from './staff'

const valid = {
  email: ' Teacher@Example.com ',
  firstname: ' Nur ',
  lastname: 'Aisyah',
  staffId: 'LS-0042',
  phoneNumber: '91234567',
  phoneCountryCode: '+65',
  centreIDs: [3, 4, 3],
  roleIDs: [7],
}
const issues = (overrides: Record<string, unknown>) =>
  staffInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('staffInputSchema', () => {
  it('accepts a staff member, normalising email, names and id lists', () => {
    expect(staffInputSchema.parse(valid)).toEqual({
      email: 'teacher@example.com',
      firstname: 'Nur',
      lastname: 'Aisyah',
      staffId: 'LS-0042',
      phoneNumber: '91234567',
      phoneCountryCode: '+65',
      centreIDs: [3, 4],
      roleIDs: [7],
      isHQStaff: false,
      hasCentreScopeAccess: false,
    })
  })

  it('requires every field the spec names', () => {
    const missing = staffInputSchema.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(missing).toEqual(
      [
        'email',
        'firstname',
        'lastname',
        'staffId',
        'phoneNumber',
        'phoneCountryCode',
        'centreIDs',
        'roleIDs',
      ].map((field) => [field, V.required]),
    )
    expect(issues({ firstname: '  ', lastname: '' })).toEqual([
      ['firstname', V.required],
      ['lastname', V.required],
    ])
  })

  it('checks the email with the shared rule', () => {
    expect(issues({ email: 'teacher@example' })).toEqual([['email', V.emailInvalid]])
    expect(issues({ email: '' })?.[0]).toEqual(['email', V.required])
  })

  it('checks the mobile number for the chosen country', () => {
    expect(issues({ phoneNumber: '1234567' })).toEqual([['phoneNumber', V.mobileNotValid]])
    expect(issues({ phoneNumber: '6591234567' })).toEqual([['phoneNumber', V.mobileNotValid]])
    expect(issues({ phoneNumber: '123456789', phoneCountryCode: '+60' })).toBeUndefined()
    expect(issues({ phoneCountryCode: '65' })).toContainEqual(['phoneCountryCode', StaffMsg.countryCode])
  })

  it('keeps staff ids to letters, digits and dashes', () => {
    expect(issues({ staffId: 'LS 42' })).toEqual([['staffId', StaffMsg.staffIdFormat]])
    expect(issues({ staffId: 'x'.repeat(31) })).toEqual([['staffId', 'At most 30 characters']])
  })

  it('needs a role, and a centre unless the member is head office staff', () => {
    expect(issues({ roleIDs: [] })).toEqual([['roleIDs', StaffMsg.rolesRequired]])
    expect(issues({ centreIDs: [] })).toEqual([['centreIDs', StaffMsg.centresRequired]])
    // An existing head office member may have none; a new one needs a centre (newStaffInputSchema).
    expect(issues({ centreIDs: [], isHQStaff: true })).toBeUndefined()
  })

  it('gives the principal view only to centre-scoped staff', () => {
    expect(staffInputSchema.parse({ ...valid, hasCentreScopeAccess: true }).hasCentreScopeAccess).toBe(true)
    const hq = staffInputSchema.parse({ ...valid, isHQStaff: true, hasCentreScopeAccess: true })
    expect(hq.hasCentreScopeAccess).toBe(false)
  })
})

describe('staffListArgsSchema', () => {
  it('drops empty filters', () => {
    expect(
      staffListArgsSchema.parse({ searchString: '  ', role: null, centre: undefined, active: null }),
    ).toEqual({
      searchString: undefined,
      role: undefined,
      centre: undefined,
      active: undefined,
    })
    expect(staffListArgsSchema.parse({ searchString: ' lim ', role: 2, centre: 5, active: false })).toEqual({
      searchString: 'lim',
      role: 2,
      centre: 5,
      active: false,
    })
  })
})

describe('directory look-up arguments', () => {
  it('need a valid email or at least 2 characters of a name', () => {
    expect(directoryEmailArgsSchema.safeParse({ email: 'nope' }).error?.issues[0].message).toBe(
      V.emailInvalid,
    )
    expect(directoryNameArgsSchema.safeParse({ name: ' a ' }).error?.issues[0].message).toBe(
      StaffMsg.searchTooShort,
    )
    expect(directoryNameArgsSchema.parse({ name: ' Nur ' })).toEqual({ name: 'Nur' })
  })
})

describe('splitPhone', () => {
  it('reads a directory phone as calling code and number', () => {
    expect(splitPhone('+65 6250 1004')).toEqual({ phoneCountryCode: '+65', phoneNumber: '62501004' })
    expect(splitPhone('+60 12-345 6789')).toEqual({ phoneCountryCode: '+60', phoneNumber: '123456789' })
    expect(splitPhone('9123 4567')).toEqual({ phoneCountryCode: '+65', phoneNumber: '91234567' })
    expect(splitPhone('extension 12')).toBeNull()
  })

  it('gives numbers the staff rule accepts', () => {
    const split = splitPhone('+65 6250 1004')!
    expect(staffInputSchema.safeParse({ ...valid, ...split }).success).toBe(true)
  })
})
