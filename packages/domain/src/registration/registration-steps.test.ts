import { describe, expect, it } from 'vitest'
import { V } from '../validation/messages'
import { nricOf } from '../validation/nric'
import {
  declarationSchema,
  healthInformationSchema,
  specialInstructionSchema,
} from './additional-information'
import {
  childParticularsSchema,
  enrolmentEnquirySchema,
  enrolmentPersonSchema,
  spouseStepSchema,
} from './enrolment-form'
import { RegistrationMsg } from './fields'
import { missingSteps, REGISTRATION_STEPS } from './steps'

const TODAY = '2026-11-24'
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message])

const validPerson = {
  firstname: 'Mei',
  lastname: 'Tan',
  identificationNo: nricOf('S', 1234567),
  birthdate: '1990-05-01',
  nationality: 'Singapore Citizen',
  email: 'mei@example.com',
  mobilePhoneCountryCode: '+65',
  mobilePhone: '91234567',
  address: { postcode: '238801', address: '1 Orchard Road' },
  monthlyIncome: 450_000,
  monthlyWorkingHours: 160,
  workingStatus: 'Salaried employee',
  maritalStatus: 'Married',
  highestQualification: 'Degree',
  isCpfContributing: true,
  hasNoticeOfAssessment: false,
  relationToChild: 'Mother',
}

describe('enrolment form sections', () => {
  const enquiry = {
    enrollmentPlan: '2027-01-01',
    needsFinancialAssistance: false,
    selfReferred: 'Yes',
    isDeclared: true,
    isAcknowledged: true,
  }

  it('takes the enrolment date only on the 1st or 15th and not in the past', () => {
    expect(enrolmentEnquirySchema(TODAY).safeParse(enquiry).success).toBe(true)
    expect(
      issues(enrolmentEnquirySchema(TODAY).safeParse({ ...enquiry, enrollmentPlan: '2027-01-10' })),
    ).toEqual([['enrollmentPlan', V.enrolmentDay]])
    expect(
      issues(enrolmentEnquirySchema(TODAY).safeParse({ ...enquiry, enrollmentPlan: '2026-11-15' })),
    ).toEqual([['enrollmentPlan', V.enrolmentPast]])
    // Shown with the other fields' messages, not only once they are fixed (issue 29 item 7).
    expect(
      issues(enrolmentEnquirySchema(TODAY).safeParse({ enrollmentPlan: '2027-01-10', isDeclared: true })),
    ).toContainEqual(['enrollmentPlan', V.enrolmentDay])
  })

  it('asks for the assistance dates and grant, the agency, and both confirmations', () => {
    const result = enrolmentEnquirySchema(TODAY).safeParse({
      ...enquiry,
      needsFinancialAssistance: true,
      selfReferred: 'No',
      isDeclared: false,
      isAcknowledged: false,
    })
    expect(issues(result)).toEqual([
      ['financialAssistanceFrom', V.required],
      ['financialAssistanceTo', V.required],
      ['typeOfGrant', V.required],
      ['referredByAgency', V.required],
      ['isDeclared', RegistrationMsg.declare],
      ['isAcknowledged', RegistrationMsg.acknowledge],
    ])
  })

  it('checks the applicant: NRIC, mobile, non-working reason, separation and relationship', () => {
    expect(enrolmentPersonSchema.safeParse(validPerson).success).toBe(true)
    const result = enrolmentPersonSchema.safeParse({
      ...validPerson,
      identificationNo: 'S1234567A',
      mobilePhone: '6512345',
      monthlyWorkingHours: 20,
      maritalStatus: 'Divorced',
      relationToChild: 'Grandparent',
    })
    expect(issues(result)).toEqual([
      ['identificationNo', RegistrationMsg.nric],
      ['mobilePhone', V.mobileNotValid],
      ['nonWorkingReason', V.required],
      ['separationReason', V.required],
      ['nonParentRelationship', V.required],
    ])
  })

  it('refuses wrong types and huge strings with a message', () => {
    expect(issues(enrolmentPersonSchema.safeParse({ ...validPerson, monthlyIncome: '4500' }))).toEqual([
      ['monthlyIncome', V.required],
    ])
    expect(
      issues(enrolmentPersonSchema.safeParse({ ...validPerson, firstname: 'x'.repeat(10_000) })),
    ).toEqual([['firstname', RegistrationMsg.tooLong(60)]])
  })

  it('needs the spouse only when there is one', () => {
    expect(spouseStepSchema.parse({ hasSpouse: false, spouse: { junk: 1 } })).toEqual({
      hasSpouse: false,
      spouse: null,
    })
    expect(
      issues(spouseStepSchema.safeParse({ hasSpouse: true, spouse: { ...validPerson, lastname: '' } })),
    ).toEqual([['spouse.lastname', V.required]])
  })

  it('checks the household: dependants and the big household', () => {
    const child = {
      firstname: 'Ava',
      lastname: 'Tan',
      nationality: 'Singapore Citizen',
      gender: 'F',
      race: 'Chinese',
      dateOfBirth: '2024-03-01',
      numFamilyMembers: 4,
      numDependents: 4,
      isBigHousehold: true,
    }
    expect(issues(childParticularsSchema.safeParse(child))).toEqual([
      ['numDependents', RegistrationMsg.dependants],
      ['isBigHousehold', RegistrationMsg.bigHousehold],
    ])
    expect(
      childParticularsSchema.safeParse({ ...child, numFamilyMembers: 7, numDependents: 3 }).success,
    ).toBe(true)
  })
})

describe('additional information steps', () => {
  it('keeps the birth order within the children in the family', () => {
    const result = specialInstructionSchema.safeParse({
      totalChildrenInFamily: 1,
      birthOrder: 2,
      isToiletTrained: false,
      solidFoodAllowed: true,
      languageSpokenAtHome: 'English',
    })
    expect(issues(result)).toEqual([['birthOrder', RegistrationMsg.birthOrder]])
  })

  it('asks what is missing when the child is not fully immunised, and each condition once', () => {
    const result = healthInformationSchema.safeParse({
      isImmunized: false,
      medicalConditions: ['Asthma', 'Asthma'],
    })
    expect(issues(result)).toEqual([
      ['medicalConditions', RegistrationMsg.duplicateCondition],
      ['immunizationDetails', V.required],
    ])
  })

  it('needs both terms accepted', () => {
    expect(issues(declarationSchema.safeParse({ termsAndCondition: false, termsCDN: true }))).toEqual([
      ['termsAndCondition', RegistrationMsg.terms],
    ])
  })

  it('lists the steps still to complete in order', () => {
    expect(missingSteps(REGISTRATION_STEPS.filter((s) => s !== 'child' && s !== 'declaration'))).toEqual([
      'child',
      'declaration',
    ])
  })
})
