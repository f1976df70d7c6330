import { ConsentMsg, EnquiryMsg, ErrorCode, Messages, PDPA_NOTICE_VERSION, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import {
  emptyEnquiryForm,
  type EnquiryFormContext,
  type EnquiryFormValues,
  submitErrorMessage,
} from './form-values'
import { enquiryFormSchema, toNewEnquiryVariables } from './form-schema'

const today = '2026-11-23'
const context: EnquiryFormContext = { today, noLevel: false, emailTaken: false, childTaken: false }

function filled(): EnquiryFormValues {
  const form = emptyEnquiryForm()
  return {
    parent: {
      ...form.parent,
      firstName: 'Mei',
      lastName: 'Lim',
      email: 'mei.lim@example.com',
      confirmEmail: 'mei.lim@example.com',
      mobileNumber: '91234567',
      workplaceStaff: 'No',
    },
    child: {
      ...form.child,
      firstName: 'Kai',
      lastName: 'Lim',
      dateOfBirth: '2024-03-10',
      birthCertificate: 't1234567j',
      nationality: 'Singapore Citizen',
      enrolmentPlan: '2027-01',
      programme: '31',
      serviceLevel: 3,
    },
    centreIDs: [4, 7],
    pdpaConsent: true,
  }
}

/** The message of each field path, as the form shows it: the first one found. */
function messages(values: EnquiryFormValues, ctx: Partial<EnquiryFormContext> = {}) {
  const result = enquiryFormSchema({ ...context, ...ctx }).safeParse(values)
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('enquiry form rules', () => {
  it('accepts a complete form', () => {
    expect(messages(filled())).toEqual({})
  })

  it("marks every required field '*Required'", () => {
    const found = messages({
      ...emptyEnquiryForm(),
      parent: { ...emptyEnquiryForm().parent, mobileCountryCode: '' },
    })
    for (const path of [
      'parent.firstName',
      'parent.lastName',
      'parent.email',
      'parent.confirmEmail',
      'parent.mobileCountryCode',
      'parent.mobileNumber',
      'parent.workplaceStaff',
      'child.firstName',
      'child.lastName',
      'child.dateOfBirth',
      'child.enrolmentPlan',
      'child.programme',
    ]) {
      expect(found[path], path).toBe(V.required)
    }
  })

  it('checks the email, its confirmation and the mobile number for the chosen country', () => {
    const values = filled()
    values.parent.email = 'mei@lim'
    values.parent.confirmEmail = 'someone@example.com'
    values.parent.mobileNumber = '6591234567'
    expect(messages(values)).toMatchObject({
      'parent.email': V.emailInvalid,
      'parent.confirmEmail': V.confirmEmailDifferent,
      'parent.mobileNumber': V.mobileInvalidEnquiry,
    })
    const malaysian = filled()
    malaysian.parent.mobileCountryCode = '+60'
    malaysian.parent.mobileNumber = '123456789'
    expect(messages(malaysian)['parent.mobileNumber']).toBe(V.mobileInvalidEnquiry)
  })

  it('takes only a Singapore mobile (the one-time code goes there), spaces ignored and dropped', () => {
    const landline = filled()
    landline.parent.mobileNumber = '6250 1004'
    expect(messages(landline)['parent.mobileNumber']).toBe(V.mobileInvalidEnquiry)
    const spaced = filled()
    spaced.parent.mobileNumber = '9123 4567'
    expect(messages(spaced)).toEqual({})
    const output = enquiryFormSchema(context).parse(spaced)
    expect(toNewEnquiryVariables(output, 1, 'en', '09:00:00').phoneNumber).toBe('91234567')
  })

  it('needs the PDPA notice agreed to', () => {
    const values = filled()
    values.pdpaConsent = false
    expect(messages(values)).toEqual({ pdpaConsent: ConsentMsg.required })
  })

  it('refuses a birth certificate whose check letter is wrong', () => {
    const values = filled()
    values.child.birthCertificate = 't1234567a'
    expect(messages(values)['child.birthCertificate']).toBe(EnquiryMsg.birthCertificateFormat)
  })

  it('needs a birth certificate unless the child is unborn', () => {
    const values = filled()
    values.child.birthCertificate = ''
    expect(messages(values)['child.birthCertificate']).toBe(V.required)
    values.child.dateOfBirth = '2027-02-01'
    values.child.childIsUnborn = true
    expect(messages(values)['child.birthCertificate']).toBeUndefined()
  })

  it('shows the age rule when no level fits, and the duplicate messages of the server checks', () => {
    const baby = filled()
    baby.child.dateOfBirth = '2026-12-10'
    baby.child.birthCertificate = ''
    expect(messages(baby, { noLevel: true })['child.dateOfBirth']).toBe(V.minAge)
    const big = filled()
    big.child.dateOfBirth = '2019-01-01'
    expect(messages(big, { noLevel: true })['child.dateOfBirth']).toBe(V.maxAge)
    expect(messages(filled(), { emailTaken: true, childTaken: true })).toMatchObject({
      'parent.email': Messages.existingAccountEmail,
      'child.birthCertificate': Messages.existingAccountNric,
    })
  })

  it('asks for a centre and allows at most 3', () => {
    const none = filled()
    none.centreIDs = []
    expect(messages(none).centreIDs).toBe('Select at least one centre')
    const four = filled()
    four.centreIDs = [1, 2, 3, 4]
    expect(messages(four).centreIDs).toBe('Select up to 3 centres')
  })
})

describe('the newEnquiry payload', () => {
  it('names no language for a form read in English: the new account keeps following its device', () => {
    const output = enquiryFormSchema(context).parse(filled())
    expect(toNewEnquiryVariables(output, 2, 'en', '10:15:30').preferredLanguage).toBeNull()
  })

  it('sends fkCentre 1, the date of birth with the time, the month plus -01, the upper-cased NRIC and the language', () => {
    const output = enquiryFormSchema(context).parse(filled())
    expect(toNewEnquiryVariables(output, 2, 'ms', '10:15:30')).toEqual({
      schoolID: 2,
      email: 'mei.lim@example.com',
      phoneNumberCountryCode: '+65',
      phoneNumber: '91234567',
      centreIDs: [4, 7],
      pdpaConsentVersion: PDPA_NOTICE_VERSION,
      preferredLanguage: 'ms',
      enquiry: {
        fkCentre: 1,
        fkProgram: 31,
        fkLevel: 3,
        firstname: 'Mei',
        lastname: 'Lim',
        childFirstname: 'Kai',
        childLastname: 'Lim',
        childBirthdate: '2024-03-10 10:15:30',
        enrollmentPlan: '2027-01-01',
        birthCertificate: 'T1234567J',
        childRace: null,
        childNationality: 'Singapore Citizen',
        householdIncomeRange: null,
        workplaceStaff: 'No',
      },
    })
  })

  it('sends no birth certificate for an unborn child', () => {
    const values = filled()
    values.child.dateOfBirth = '2027-02-01'
    values.child.childIsUnborn = true
    values.child.birthCertificate = ''
    const output = enquiryFormSchema(context).parse(values)
    expect(toNewEnquiryVariables(output, 1, 'en', '09:00:00').enquiry.birthCertificate).toBeNull()
  })
})

describe('submit error line', () => {
  it('maps the server wording of the error catalogue', () => {
    expect(submitErrorMessage({ message: "Duplicate entry 'x' for key 'email'" })).toBe(
      Messages.duplicateEntry,
    )
    expect(
      submitErrorMessage({
        message: 'An account with the same identification number or mobile already exists',
      }),
    ).toBe(Messages.duplicateMobile)
    expect(submitErrorMessage({ message: 'GraphQL error. Centre closed' })).toBe('Centre closed')
    expect(submitErrorMessage({ message: 'x', code: ErrorCode.ExistingParent })).toBe(
      Messages.existingAccountEmail,
    )
    expect(submitErrorMessage(undefined)).toBe(Messages.default)
  })
})
