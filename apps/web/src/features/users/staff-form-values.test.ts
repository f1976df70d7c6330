import { describe, expect, it } from 'vitest'
import { directoryToFormValues } from './staff-form-values'

describe('directoryToFormValues', () => {
  it('fills address, names and the first readable phone of a directory person', () => {
    expect(
      directoryToFormValues({
        email: 'newteacher@littlesteps.demo',
        displayName: 'Nur Aisyah',
        givenName: 'Nur',
        surname: 'Aisyah',
        businessPhones: ['ext. 1', '+60 12-345 6789'],
      }),
    ).toEqual({
      email: 'newteacher@littlesteps.demo',
      firstname: 'Nur',
      lastname: 'Aisyah',
      phoneCountryCode: '+60',
      phoneNumber: '123456789',
    })
  })

  it('leaves the phone alone when the directory has none, and falls back to the display name', () => {
    const person = {
      email: 'a@b.com',
      displayName: 'Mononym',
      givenName: '',
      surname: '',
      businessPhones: [],
    }
    expect(directoryToFormValues(person)).toEqual({ email: 'a@b.com', firstname: 'Mononym', lastname: '' })
  })
})
