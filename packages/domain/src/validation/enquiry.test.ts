import { describe, expect, it } from 'vitest'
import { PDPA_NOTICE_VERSION } from '../consent'
import { MAX_INTERESTED_CENTRES } from '../constants'
import {
  ageInMonths,
  ageRuleMessage,
  EnquiryMsg,
  enrolmentDateIssue,
  enrolmentMonthOptions,
  enrolmentPeriodIssue,
  existingChildArgsSchema,
  existingParentArgsSchema,
  isIsoDate,
  isUnborn,
  newEnquiryInputSchema,
  normaliseBirthCertificate,
  withinAgeLimits,
} from './enquiry'
import { V } from './messages'

const TODAY = '2026-03-10'

const valid = {
  schoolID: 1,
  email: ' Jane.Tan@Example.com ',
  phoneNumberCountryCode: '+65',
  phoneNumber: '91234567',
  pdpaConsentVersion: PDPA_NOTICE_VERSION,
  centreIDs: [4, 5],
  enquiry: {
    fkCentre: 1,
    fkProgram: 7,
    fkLevel: 3,
    firstname: ' Jane ',
    lastname: 'Tan',
    childFirstname: 'Ethan',
    childLastname: 'Tan',
    childBirthdate: '2023-01-05 14:32:10',
    enrollmentPlan: '2026-04-01',
    birthCertificate: ' t1234567j ',
    childRace: 'Chinese',
    childNationality: '',
    householdIncomeRange: null,
    workplaceStaff: 'No',
  },
}
type Payload = typeof valid
const withEnquiry = (overrides: Partial<Record<keyof Payload['enquiry'], unknown>>) => ({
  ...valid,
  enquiry: { ...valid.enquiry, ...overrides },
})
const issues = (input: unknown, today = TODAY) =>
  newEnquiryInputSchema(today)
    .safeParse(input)
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('isIsoDate', () => {
  it('accepts real dates as YYYY-MM-DD only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('9999-12-31')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-13-01')).toBe(false)
    expect(isIsoDate('2024-1-01')).toBe(false)
    expect(isIsoDate('01/02/2024')).toBe(false)
  })
})

describe('ageInMonths', () => {
  it('counts whole months, completing on the day of the month of birth', () => {
    expect(ageInMonths('2024-01-15', '2024-03-14')).toBe(1)
    expect(ageInMonths('2024-01-15', '2024-03-15')).toBe(2)
    expect(ageInMonths('2020-03-01', '2026-03-01')).toBe(72)
    expect(ageInMonths('2020-03-02', '2026-03-01')).toBe(71)
  })

  it('is negative before birth', () => {
    expect(ageInMonths('2026-05-01', '2026-04-01')).toBe(-1)
  })
})

describe('isUnborn', () => {
  it('is a date of birth after today', () => {
    expect(isUnborn('2026-03-11', TODAY)).toBe(true)
    expect(isUnborn(TODAY, TODAY)).toBe(false)
    expect(isUnborn('not a date', TODAY)).toBe(false)
  })
})

describe('enrolmentMonthOptions', () => {
  it("offers the next n months after today's month, each on its 1st", () => {
    expect(enrolmentMonthOptions('2026-11-20', 3)).toEqual([
      { value: '2026-12', date: '2026-12-01', label: 'Dec 2026' },
      { value: '2027-01', date: '2027-01-01', label: 'Jan 2027' },
      { value: '2027-02', date: '2027-02-01', label: 'Feb 2027' },
    ])
    expect(enrolmentMonthOptions(TODAY, 0)).toEqual([])
  })
})

describe('enrolmentDateIssue', () => {
  it('accepts the 1st or the 15th from today on', () => {
    expect(enrolmentDateIssue('2026-03-15', TODAY)).toBeNull()
    expect(enrolmentDateIssue('2026-04-01', TODAY)).toBeNull()
    expect(enrolmentDateIssue('2026-03-15', '2026-03-15')).toBeNull()
  })

  it('refuses other days, past dates and non-dates with the spec wording', () => {
    expect(enrolmentDateIssue('2026-04-10', TODAY)).toBe(V.enrolmentDay)
    expect(enrolmentDateIssue('2026-03-01', TODAY)).toBe(V.enrolmentPast)
    expect(enrolmentDateIssue('2026-02-30', TODAY)).toBe(V.invalidDate)
  })
})

describe('enrolmentPeriodIssue', () => {
  it("allows any date up to the end of the nth month after today's month", () => {
    expect(enrolmentPeriodIssue('2026-09-01', TODAY, 6)).toBeNull()
    expect(enrolmentPeriodIssue('2026-09-15', TODAY, 6)).toBeNull()
    expect(enrolmentPeriodIssue('2026-03-15', TODAY, 6)).toBeNull()
  })

  it('refuses later months', () => {
    expect(enrolmentPeriodIssue('2026-10-01', TODAY, 6)).toBe(
      'Enrolment can be planned at most 6 months ahead',
    )
    expect(enrolmentPeriodIssue('2026-05-01', TODAY, 1)).toBe(
      'Enrolment can be planned at most 1 month ahead',
    )
  })
})

describe('ageRuleMessage (spec 000 section 5)', () => {
  it('gives the maximum-age message above 72 months and the minimum-age one otherwise', () => {
    expect(ageRuleMessage('2020-01-01', '2026-03-01')).toBe(V.maxAge)
    expect(ageRuleMessage('2020-03-01', '2026-03-01')).toBe(V.minAge)
    expect(ageRuleMessage('2026-02-01', '2026-03-01')).toBe(V.minAge)
    expect(V.maxAge).toBe('The maximum age of a child to be enrolled is 5 years (72 months)')
    expect(V.minAge).toBe('The minimum age of an infant is at least 2 months old')
  })
})

describe('withinAgeLimits', () => {
  it('is 2 to 72 months', () => {
    expect([1, 2, 72, 73].map(withinAgeLimits)).toEqual([false, true, true, false])
  })
})

describe('normaliseBirthCertificate', () => {
  it('trims and upper-cases', () => {
    expect(normaliseBirthCertificate(' t1234567j ')).toBe('T1234567J')
  })
})

describe('newEnquiryInputSchema', () => {
  it('accepts the form payload, normalising email, names, birth certificate and the birth date', () => {
    const parsed = newEnquiryInputSchema(TODAY).parse(valid)
    expect(parsed.email).toBe('jane.tan@example.com')
    expect(parsed.enquiry).toMatchObject({
      firstname: 'Jane',
      childBirthdate: '2023-01-05',
      birthCertificate: 'T1234567J',
      childNationality: null,
      householdIncomeRange: null,
      childRace: 'Chinese',
    })
  })

  it('checks the email and the mobile with the spec wording', () => {
    expect(issues({ ...valid, email: 'jane@examplecom' })).toEqual([['email', V.emailInvalid]])
    expect(issues({ ...valid, email: '  ' })?.[0]).toEqual(['email', V.required])
    expect(issues({ ...valid, phoneNumber: '1234' })).toEqual([['phoneNumber', V.mobileInvalidEnquiry]])
    expect(issues({ ...valid, phoneNumber: '6591234567' })).toEqual([['phoneNumber', V.mobileInvalidEnquiry]])
    expect(issues({ ...valid, phoneNumberCountryCode: '65' })).toEqual([
      ['phoneNumberCountryCode', V.mobileInvalidEnquiry],
    ])
  })

  it("says '*Required' first for an empty mobile country code or number (spec 000 section 5)", () => {
    const first = (input: unknown, path: string) => issues(input)?.find(([p]) => p === path)?.[1]
    expect(first({ ...valid, phoneNumberCountryCode: ' ' }, 'phoneNumberCountryCode')).toBe(V.required)
    expect(first({ ...valid, phoneNumberCountryCode: undefined }, 'phoneNumberCountryCode')).toBe(V.required)
    expect(first({ ...valid, phoneNumber: '' }, 'phoneNumber')).toBe(V.required)
  })

  it('takes one to three distinct centres', () => {
    expect(issues({ ...valid, centreIDs: [] })).toEqual([['centreIDs', EnquiryMsg.centresRequired]])
    expect(issues({ ...valid, centreIDs: [1, 2, 3, 4] })).toEqual([['centreIDs', EnquiryMsg.tooManyCentres]])
    expect(EnquiryMsg.tooManyCentres).toBe(`Select up to ${MAX_INTERESTED_CENTRES} centres`)
    expect(issues({ ...valid, centreIDs: [2, 2] })).toEqual([['centreIDs', EnquiryMsg.centresDuplicate]])
  })

  it('requires the names and workplace staff, at most 60 characters a name', () => {
    expect(issues(withEnquiry({ firstname: ' ', childLastname: undefined, workplaceStaff: '' }))).toEqual([
      ['enquiry.firstname', V.required],
      ['enquiry.childLastname', V.required],
      ['enquiry.workplaceStaff', V.required],
    ])
    expect(issues(withEnquiry({ lastname: 'x'.repeat(61) }))).toEqual([
      ['enquiry.lastname', EnquiryMsg.nameTooLong],
    ])
  })

  it('checks the birth date and the enrolment date', () => {
    expect(issues(withEnquiry({ childBirthdate: '2023-02-30' }))).toEqual([
      ['enquiry.childBirthdate', V.invalidDate],
    ])
    expect(issues(withEnquiry({ enrollmentPlan: '2026-04-10' }))).toEqual([
      ['enquiry.enrollmentPlan', V.enrolmentDay],
    ])
    expect(issues(withEnquiry({ enrollmentPlan: '2026-03-01' }))).toEqual([
      ['enquiry.enrollmentPlan', V.enrolmentPast],
    ])
  })

  it('requires a birth certificate unless the child is unborn, and checks its form', () => {
    expect(issues(withEnquiry({ birthCertificate: '' }))).toEqual([['enquiry.birthCertificate', V.required]])
    expect(
      newEnquiryInputSchema(TODAY).safeParse(
        withEnquiry({ birthCertificate: null, childBirthdate: '2026-05-01' }),
      ).success,
    ).toBe(true)
    expect(issues(withEnquiry({ birthCertificate: 'T123 456' }))).toEqual([
      ['enquiry.birthCertificate', EnquiryMsg.birthCertificateFormat],
    ])
  })
})

describe('existingParentArgsSchema and existingChildArgsSchema', () => {
  it('normalise what the form sends', () => {
    expect(existingParentArgsSchema.parse({ email: ' A@B.com ' })).toEqual({ email: 'a@b.com' })
    expect(existingChildArgsSchema.parse({ birthCertificate: ' t1234567j', fkSchool: 2 })).toEqual({
      birthCertificate: 'T1234567J',
      fkSchool: 2,
    })
  })

  it('refuse malformed values', () => {
    expect(existingParentArgsSchema.safeParse({ email: 'nope' }).error?.issues[0].message).toBe(
      V.emailInvalid,
    )
    expect(
      existingChildArgsSchema.safeParse({ birthCertificate: ' ', fkSchool: 1 }).error?.issues[0].message,
    ).toBe(V.required)
    expect(
      existingChildArgsSchema.safeParse({ birthCertificate: 'T1/2', fkSchool: 1 }).error?.issues[0].message,
    ).toBe(EnquiryMsg.birthCertificateFormat)
  })
})
