import { describe, expect, it } from 'vitest'
import { directoryToFormValues } from './staff-form-values'

const person = (businessPhones: string[]) => ({
  email: 'teacher@littlesteps.demo',
  displayName: 'Nur Aisyah',
  givenName: 'Nur',
  surname: 'Aisyah',
  businessPhones,
})

describe('the directory look-up fills Mobile only from a mobile number', () => {
  it('skips a Singapore landline and takes the mobile after it', () => {
    expect(directoryToFormValues(person(['+65 6250 1004', '+65 9123 4567']))).toMatchObject({
      phoneCountryCode: '+65',
      phoneNumber: '91234567',
    })
    expect(directoryToFormValues(person(['8123 4567']))).toMatchObject({ phoneNumber: '81234567' })
  })

  it('leaves Mobile empty when the directory lists only landlines', () => {
    const values = directoryToFormValues(person(['+65 6250 1004', '6789 0123', '+65 3157 0000']))
    expect(values).not.toHaveProperty('phoneNumber')
    expect(values).not.toHaveProperty('phoneCountryCode')
  })
})
