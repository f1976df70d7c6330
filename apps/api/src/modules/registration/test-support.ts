import { nricOf, type RegistrationStep } from '@preschool/domain'
import { graphql } from '../../test/generated'

/** The documents and step data the registration tests share. */

export const ENQUIRY = graphql(`
  query RegistrationEnquiry($id: Int!) {
    enquiryByID(id: $id) {
      ID
      fkChild
      admissionStatus {
        stateCode
      }
      centre {
        ID
      }
    }
  }
`)

export const START = graphql(`
  mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {
    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {
      ID
      admissionStatus {
        stateCode
      }
    }
  }
`)

export const FORM = graphql(`
  query RegistrationForm($IDEnquiry: Int!) {
    getEnrolmentForm(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      step
      completedSteps
      hasEmergencyContact
      isInfantCare
      prefill
      steps {
        step
        completed
        data
      }
    }
  }
`)

export const SAVE_FORM = graphql(`
  mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {
    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {
      step
      completedSteps
    }
  }
`)

export const ADDITIONAL = graphql(`
  query RegistrationAdditional($IDEnquiry: Int!) {
    getAdditionalInformation(IDEnquiry: $IDEnquiry) {
      step
      completedSteps
      steps {
        step
        data
      }
    }
  }
`)

export const SAVE_ADDITIONAL = graphql(`
  mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {
    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {
      step
      completedSteps
    }
  }
`)

export const COMPLETE = graphql(`
  mutation RegistrationComplete($IDEnquiry: Int!) {
    markAsCompleted(IDEnquiry: $IDEnquiry) {
      ID
      enrollmentPlan
      admissionStatus {
        stateCode
      }
    }
  }
`)

export const SUBSIDY = graphql(`
  query RegistrationSubsidy($IDEnquiry: Int!) {
    getSubsidySchedule(IDEnquiry: $IDEnquiry) {
      basic {
        careType
        working
        amountCents
      }
      additional {
        careType
        incomeMaxCents
        amountCents
      }
    }
  }
`)

export const SAVE_PARENT = graphql(`
  mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {
    insertOrUpdateParentByFkUser(IDEnquiry: $IDEnquiry, fkUser: $fkUser, parentData: $parentData) {
      fkUser
      identificationNo
      nationality
      maritalStatus
    }
  }
`)

export const SAVE_ADDRESS = graphql(`
  mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {
    insertOrUpdateUserAddress(IDEnquiry: $IDEnquiry, fkUser: $fkUser, addressData: $addressData) {
      fkUser
      postcode
      address
      unit
    }
  }
`)

export const person = {
  firstname: 'Mei Ling',
  lastname: 'Tan',
  identificationNo: nricOf('S', 8123456),
  birthdate: '1990-05-01',
  nationality: 'Singapore Citizen',
  email: 'mei.tan@example.com',
  mobilePhoneCountryCode: '+65',
  mobilePhone: '91234567',
  address: { postcode: '238801', address: '1 Orchard Road', unit: '#05-01' },
  monthlyIncome: 450_000,
  monthlyWorkingHours: 160,
  workingStatus: 'Salaried employee',
  occupation: 'Education',
  maritalStatus: 'Married',
  highestQualification: 'Degree',
  isCpfContributing: true,
  hasNoticeOfAssessment: false,
  relationToChild: 'Mother',
}

/** Valid data for every step, for an enrolment in `month` (YYYY-MM-DD, the 1st). */
export const validSteps = (month: string): Record<RegistrationStep, unknown> => ({
  enquiry: {
    enrollmentPlan: month,
    needsFinancialAssistance: false,
    selfReferred: 'Yes',
    referralChannel: 'Friends',
    isDeclared: true,
    isAcknowledged: true,
  },
  child: {
    firstname: 'Ava',
    lastname: 'Tan',
    nationality: 'Singapore Citizen',
    gender: 'F',
    race: 'Chinese',
    dateOfBirth: '2024-06-01',
    numFamilyMembers: 3,
    numDependents: 1,
    isBigHousehold: false,
  },
  applicant: person,
  spouse: {
    hasSpouse: true,
    spouse: {
      ...person,
      firstname: 'Wei',
      identificationNo: nricOf('S', 8123457),
      relationToChild: 'Father',
    },
  },
  guardians: { guardians: [] },
  emergency_contact: {
    firstname: 'Hui',
    lastname: 'Lim',
    relationToChild: 'Grandparent',
    mobilePhone: '98765432',
  },
  attending_other_school: { attendingOtherSchool: false },
  special_instruction: {
    totalChildrenInFamily: 1,
    birthOrder: 1,
    isToiletTrained: false,
    solidFoodAllowed: true,
    languageSpokenAtHome: 'English',
  },
  household_particulars: {
    householdCount: 3,
    fatherEducationLevel: 'Degree',
    motherEducationLevel: 'Degree',
  },
  health_information: { isImmunized: true, medicalConditions: ['Eczema'] },
  declaration: { termsAndCondition: true, termsCDN: true },
})
