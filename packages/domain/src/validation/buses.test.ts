import { describe, expect, it } from 'vitest'
import { BusMsg, busChildrenSchema, busDriverInputSchema, busFilterSchema, busInputSchema } from './buses'
import { V } from './messages'
import { isValidSingaporePlate, normalisePlate, plateCheckLetter } from './singapore-plate'

const issue = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message])

describe('Singapore plate numbers', () => {
  it('computes the LTA checksum letter', () => {
    expect(plateCheckLetter('SBS', 3229)).toBe('P') // a public bus
    expect(plateCheckLetter('SBA', 1)).toBe('T')
    expect(plateCheckLetter('E', 1)).toBe('X')
    expect(plateCheckLetter('SBS', 0)).toBeNull()
    expect(plateCheckLetter('SBS', 10000)).toBeNull()
    expect(plateCheckLetter('SBSX', 1)).toBeNull()
  })

  it('accepts well-formed plates with their checksum, in any case and spacing', () => {
    for (const plate of ['SBS3229P', 'sbs 3229 p', 'SBA1T', 'E1X', 'PA 12 ' + plateCheckLetter('PA', 12)])
      expect(isValidSingaporePlate(plate)).toBe(true)
    expect(normalisePlate(' sbs 3229 p ')).toBe('SBS3229P')
  })

  it('refuses a wrong checksum, leading zeros, missing parts and letters never issued', () => {
    for (const plate of ['SBS3229A', 'SBS03229P', 'SBS3229', '3229P', 'SBSX3229P', 'SBS32290P', 'SIO1T', ''])
      expect(isValidSingaporePlate(plate)).toBe(false)
  })
})

describe('bus input', () => {
  it('stores the plate normalised and the driver as null when none is chosen', () => {
    expect(busInputSchema.parse({ fkCentre: 1, plateNumber: 'sbs 3229 p' })).toEqual({
      fkCentre: 1,
      plateNumber: 'SBS3229P',
      fkBusDriver: null,
    })
  })

  it('refuses a bad plate and a missing centre with their messages', () => {
    expect(issue(busInputSchema.safeParse({ fkCentre: 1, plateNumber: 'SBS3229A' }))).toEqual([
      ['plateNumber', BusMsg.plateInvalid],
    ])
    expect(issue(busInputSchema.safeParse({ plateNumber: ' ' }))).toEqual([
      ['fkCentre', V.required],
      ['plateNumber', V.required],
    ])
  })

  it('takes the children as a set, and none when the list is dropped', () => {
    expect(busChildrenSchema.parse([3, 3, 4])).toEqual([3, 4])
    expect(busChildrenSchema.parse(undefined)).toEqual([])
    expect(busChildrenSchema.parse(null)).toEqual([])
  })
})

describe('bus driver input', () => {
  const driver = { fkCentre: 1, firstname: ' Tan ', lastname: 'Ah Kow', mobilePhone: '9123 4567' }

  it('trims the names and stores the mobile without spaces, +65 by default', () => {
    expect(busDriverInputSchema.parse(driver)).toEqual({
      ...driver,
      firstname: 'Tan',
      mobilePhone: '91234567',
      mobilePhoneCountryCode: '+65',
    })
  })

  it('refuses a landline, another country and missing names with their messages', () => {
    expect(issue(busDriverInputSchema.safeParse({ ...driver, mobilePhone: '61234567' }))).toEqual([
      ['mobilePhone', BusMsg.mobileInvalid],
    ])
    expect(issue(busDriverInputSchema.safeParse({ ...driver, mobilePhoneCountryCode: '+60' }))).toEqual([
      ['mobilePhoneCountryCode', BusMsg.countryCode],
    ])
    expect(issue(busDriverInputSchema.safeParse({ ...driver, firstname: '', mobilePhone: '' }))).toEqual([
      ['firstname', V.required],
      ['mobilePhone', V.required],
    ])
  })
})

describe('bus list filter', () => {
  it('drops empty values', () => {
    expect(busFilterSchema.parse({ fkCentre: null, search: '  ' })).toEqual({
      ID: null,
      fkCentre: null,
      search: null,
    })
    expect(busFilterSchema.parse(undefined)).toEqual({ ID: null, fkCentre: null, search: null })
  })
})
