import { identityNumber } from './identity-number'

/**
 * Families of Little Steps with a place offered at Ang Mo Kio: one yet to start registering (pre_registration), one
 * part-way through the form (three sections saved), one to pay the registration invoice and one enrolled by paying
 * it (steps/ledger.ts). All sign in with the demo parent password.
 */
export const demoRegistrationFamilies = [
  {
    key: 'offered',
    email: 'offered@littlesteps.demo',
    firstname: 'Nurul',
    lastname: 'Aziz',
    child: { firstname: 'Aisyah', lastname: 'Aziz', gender: 'F', race: 'Malay', serial: 23001 },
    state: 'pre_registration',
  },
  {
    key: 'halfway',
    email: 'halfway@littlesteps.demo',
    firstname: 'Anjali',
    lastname: 'Nair',
    child: { firstname: 'Arjun', lastname: 'Nair', gender: 'M', race: 'Indian', serial: 23002 },
    state: 'pending_form_completion',
  },
  // The payment demo (decision 0026): a family to pay the registration invoice, and one enrolled by a payment.
  {
    key: 'payment',
    email: 'payment@littlesteps.demo',
    firstname: 'Grace',
    lastname: 'Lim',
    child: { firstname: 'Chloe', lastname: 'Lim', gender: 'F', race: 'Chinese', serial: 23003 },
    state: 'pending_registration_payment',
  },
  {
    key: 'paid',
    email: 'paid@littlesteps.demo',
    firstname: 'Kumar',
    lastname: 'Pillai',
    child: { firstname: 'Dev', lastname: 'Pillai', gender: 'M', race: 'Indian', serial: 23004 },
    state: 'pending_registration_payment',
  },
] as const

export const demoRegistrationCentre = 'LS-AMK'

/** The sections the part-way family has saved, for an enrolment on `month` (the 1st). */
export function demoHalfwaySteps(month: string, child: { dateOfBirth: string }) {
  return {
    enquiry: {
      enrollmentPlan: month,
      needsFinancialAssistance: false,
      financialAssistanceFrom: null,
      financialAssistanceTo: null,
      typeOfGrant: null,
      selfReferred: 'Yes',
      referredByAgency: null,
      referralChannel: 'A friend',
      isDeclared: true,
      isAcknowledged: true,
    },
    child: {
      firstname: 'Arjun',
      lastname: 'Nair',
      nationality: 'Singapore Citizen',
      gender: 'M',
      race: 'Indian',
      dateOfBirth: child.dateOfBirth,
      numFamilyMembers: 3,
      numDependents: 1,
      isBigHousehold: false,
    },
    applicant: {
      firstname: 'Anjali',
      lastname: 'Nair',
      identificationNo: identityNumber(1989, 41877),
      birthdate: '1989-03-02',
      nationality: 'Singapore Citizen',
      email: 'halfway@littlesteps.demo',
      mobilePhoneCountryCode: '+65',
      mobilePhone: '92345678',
      address: {
        postcode: '560123',
        address: '123 Ang Mo Kio Avenue 3',
        building: null,
        floor: '08',
        unit: '123',
        city: 'Singapore',
        country: 'Singapore',
      },
      monthlyIncome: 520_000,
      monthlyWorkingHours: 170,
      workingStatus: 'Salaried employee',
      nonWorkingReason: null,
      occupation: 'Healthcare',
      occupationalTitle: 'Professional',
      maritalStatus: 'Married',
      separationReason: null,
      highestQualification: 'Degree',
      isCpfContributing: true,
      hasNoticeOfAssessment: false,
      relationToChild: 'Mother',
      nonParentRelationship: null,
    },
  }
}
