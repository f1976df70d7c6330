import { validate } from 'nric'
import { describe, expect, it } from 'vitest'
import { PDPA_NOTICE_VERSION } from '../consent'
import { EnquiryMsg, existingChildArgsSchema, newEnquiryInputSchema } from './enquiry'
import { isValidNric, NRIC_PREFIXES, nricCheckLetter, nricOf } from './nric'

describe('Singapore identity numbers', () => {
  it('accepts the published examples and refuses a wrong check letter', () => {
    expect(isValidNric('S1234567D')).toBe(true)
    expect(isValidNric('T1234567J')).toBe(true)
    expect(isValidNric('S1234567A')).toBe(false)
    expect(isValidNric('T1234567A')).toBe(false)
  })

  it('refuses other shapes: a wrong prefix, six or eight digits, a digit for the check letter, lower case', () => {
    for (const value of ['A1234567D', 'S123456D', 'S12345678D', 'S12345670', 's1234567d', 'S1234567D ', ''])
      expect(isValidNric(value), value).toBe(false)
  })

  it('agrees with the nric package (1.2.2) on every series, for serials across the whole range', () => {
    for (const prefix of NRIC_PREFIXES) {
      for (let serial = 0; serial < 10_000_000; serial += 99_991) {
        const number = nricOf(prefix, serial)
        expect(validate(number), number).toBe(true)
        expect(isValidNric(number)).toBe(true)
        // Every other letter is refused by both.
        const wrong = number.slice(0, 8) + (number.endsWith('A') ? 'B' : 'A')
        expect(isValidNric(wrong)).toBe(validate(wrong))
      }
    }
  })

  it('checks the M series (FINs from 2022): offset 3, the F/G letters with J for M', () => {
    // Worked by hand: 1234567 weighs 106; (106 + 3) mod 11 = 10 -> K; 0000000 -> 3 -> T; 0000001 (2) -> 5 -> Q.
    expect(nricCheckLetter('M', '1234567')).toBe('K')
    expect(nricCheckLetter('M', '0000000')).toBe('T')
    expect(nricCheckLetter('M', '0000001')).toBe('Q')
    expect(isValidNric('M1234567K')).toBe(true)
    expect(isValidNric('M1234567X')).toBe(false)
    // The remainder 8 gives J in the M series where the F series gives M: 0001000 weighs 5, (5 + 3) mod 11 = 8;
    // 0000004 weighs 8 for F.
    expect(nricCheckLetter('M', '0001000')).toBe('J')
    expect(nricCheckLetter('F', '0000004')).toBe('M')
  })
})

const today = '2026-03-10'
const validInput = {
  schoolID: 1,
  email: 'jane@example.com',
  phoneNumberCountryCode: '+65',
  phoneNumber: '91234567',
  pdpaConsentVersion: PDPA_NOTICE_VERSION,
  centreIDs: [4],
  enquiry: {
    fkProgram: 7,
    fkLevel: 3,
    firstname: 'Jane',
    lastname: 'Tan',
    childFirstname: 'Ethan',
    childLastname: 'Tan',
    childBirthdate: '2023-01-05',
    enrollmentPlan: '2026-04-01',
    workplaceStaff: 'No',
    birthCertificate: 'T1234567J',
  },
}

describe('the enquiry birth certificate rule', () => {
  const issueOf = (birthCertificate: string) =>
    newEnquiryInputSchema(today)
      .safeParse({ ...validInput, enquiry: { ...validInput.enquiry, birthCertificate } })
      .error?.issues.find((i) => i.path.join('.') === 'enquiry.birthCertificate')?.message

  it('refuses a number with a wrong check letter, on the server schema and the isExistingChild check', () => {
    expect(issueOf('T1234567A')).toBe(EnquiryMsg.birthCertificateFormat)
    expect(existingChildArgsSchema.safeParse({ birthCertificate: 'T1234567A', fkSchool: 1 }).success).toBe(
      false,
    )
  })

  it('takes a valid one in any case, with spaces typed in it', () => {
    expect(issueOf(' t123 4567j ')).toBeUndefined()
    expect(issueOf(nricOf('M', 42))).toBeUndefined()
  })
})

describe('the enquiry mobile rule', () => {
  const mobileIssue = (phoneNumber: string, phoneNumberCountryCode = '+65') =>
    newEnquiryInputSchema(today)
      .safeParse({ ...validInput, phoneNumber, phoneNumberCountryCode })
      .error?.issues.find((i) => i.path[0] === 'phoneNumber' || i.path[0] === 'phoneNumberCountryCode')

  it('refuses a landline and another country; stores the number without spaces', () => {
    expect(mobileIssue('62501004')?.message).toBe('Mobile Number is invalid')
    expect(mobileIssue('123456789', '+60')?.path).toEqual(['phoneNumberCountryCode'])
    expect(mobileIssue('9123 4567')).toBeUndefined()
  })
})
