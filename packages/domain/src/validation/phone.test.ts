import { describe, expect, it } from 'vitest'
import { countryForCallingCode, isSingaporeMobile, isValidMobile, maskPhone, normalisePhone } from './phone'

describe('isValidMobile (spec 000 section 5)', () => {
  it('accepts a Singapore mobile by default and with +65', () => {
    expect(isValidMobile('91234567')).toBe(true)
    expect(isValidMobile('81234567', '+65')).toBe(true)
  })

  it('needs at least 2 characters, digits only', () => {
    expect(isValidMobile('')).toBe(false)
    expect(isValidMobile('9')).toBe(false)
    expect(isValidMobile('9123 4567')).toBe(false)
    expect(isValidMobile('+6591234567')).toBe(false)
    expect(isValidMobile('9123456a')).toBe(false)
  })

  it('refuses a number that starts with the country code', () => {
    expect(isValidMobile('6591234567', '+65')).toBe(false)
    expect(isValidMobile('60123456789', '+60')).toBe(false)
  })

  it('must be valid for the country of the chosen code', () => {
    expect(isValidMobile('1234567', '+65')).toBe(false)
    expect(isValidMobile('123456789', '+60')).toBe(true)
    expect(isValidMobile('12345', '+60')).toBe(false)
    expect(isValidMobile('2015550123', '+1')).toBe(true)
    expect(isValidMobile('91234567', '+999')).toBe(false)
    expect(isValidMobile('91234567', '')).toBe(false)
  })

  it('maps a calling code to its country, the default first', () => {
    expect(countryForCallingCode('+65')).toBe('SG')
    expect(countryForCallingCode('60')).toBe('MY')
    expect(countryForCallingCode('+999')).toBeUndefined()
  })
})

describe('maskPhone', () => {
  it('shows only the last 4 digits', () => {
    expect(maskPhone('+6591234567')).toBe('******4567')
    expect(maskPhone('91234567')).toBe('****4567')
    expect(maskPhone('+65 9123 4567')).toBe('******4567')
  })

  it('leaves a number of 4 digits or fewer as it is', () => {
    expect(maskPhone('4567')).toBe('4567')
    expect(maskPhone('')).toBe('')
  })
})

describe('isSingaporeMobile (enquiry and registration: the one-time code goes there)', () => {
  it('takes +65 and 8 digits starting with 8 or 9, spaces ignored', () => {
    expect(isSingaporeMobile('91234567')).toBe(true)
    expect(isSingaporeMobile('8123 4567', '+65')).toBe(true)
    expect(normalisePhone(' 9123 4567 ')).toBe('91234567')
  })

  it('refuses a landline, a short or long number, and another country', () => {
    expect(isSingaporeMobile('62501004')).toBe(false)
    expect(isSingaporeMobile('31234567')).toBe(false)
    expect(isSingaporeMobile('9123456')).toBe(false)
    expect(isSingaporeMobile('912345678')).toBe(false)
    expect(isSingaporeMobile('91234567', '+60')).toBe(false)
  })
})
