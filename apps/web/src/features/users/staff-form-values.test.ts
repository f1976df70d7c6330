import { StaffMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { GqlError } from '../../lib/request'
import { directoryToFormValues, staffServerErrors } from './staff-form-values'

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

describe('staffServerErrors', () => {
  it('puts refusals under their field, and the rest above the form', () => {
    const taken = new GqlError([{ message: StaffMsg.emailTaken, fields: { email: StaffMsg.emailTaken } }])
    expect(staffServerErrors(taken)).toEqual({ fields: [['email', StaffMsg.emailTaken]], formMessage: null })
    const scope = new GqlError([{ message: StaffMsg.centreOutOfScope }])
    expect(staffServerErrors(scope)).toEqual({
      fields: [['centreIDs', StaffMsg.centreOutOfScope]],
      formMessage: null,
    })
    const beyond = new GqlError([{ message: StaffMsg.staffBeyondOwn }])
    expect(staffServerErrors(beyond)).toEqual({ fields: [], formMessage: StaffMsg.staffBeyondOwn })
  })
})
