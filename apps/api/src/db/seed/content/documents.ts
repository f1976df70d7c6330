import type { EnquiryStateCode } from '@preschool/domain'
import { identityNumber } from './identity-number'

/** Every school asks for these registration documents (HQ changes them under Settings, Document Types). */
export const demoDocumentTypes = [
  { label: 'Birth certificate', description: "The child's birth certificate", isRequired: true },
  { label: 'NRIC of parents', description: 'Front and back of both parents’ NRIC', isRequired: true },
  { label: 'Immunisation record', description: 'The health booklet’s immunisation pages', isRequired: false },
  {
    label: 'Medical report',
    description: 'Uploaded by the centre',
    isRequired: false,
    category: 'child',
    listAccess: 2,
    uploadAccess: 2,
  },
] as const

/**
 * Four families of Little Steps @ Tampines (the demo centre staff's centre) at the document steps: one uploading
 * its documents, one whose documents are verified and who now signs the consent form, and two at the registration
 * payment (one for the GIRO demo, one paying by card in the sandbox checkout).
 */
export const demoDocumentFamilies: readonly {
  email: string
  firstname: string
  lastname: string
  /** `months`: the child's age at the enrolment month, which places it in the level its age fits. */
  child: { firstname: string; months: number; serial: number }
  state: EnquiryStateCode
}[] = [
  {
    email: 'documents@littlesteps.demo',
    firstname: 'Mei Ling',
    lastname: 'Goh',
    child: { firstname: 'Chloe', months: 52, serial: 34567 },
    state: 'pending_document_submission',
  },
  {
    email: 'consent@littlesteps.demo',
    firstname: 'Arjun',
    lastname: 'Menon',
    child: { firstname: 'Aria', months: 50, serial: 45678 },
    state: 'pending_econsent',
  },
  // At the registration payment, with no GIRO account yet: the GIRO demo (modules/giro) applies here.
  {
    email: 'giro@littlesteps.demo',
    firstname: 'Siew Lan',
    lastname: 'Koh',
    child: { firstname: 'Lucas', months: 54, serial: 56789 },
    state: 'pending_registration_payment',
  },
  // At the registration payment, to pay by card in the sandbox checkout (modules/payments).
  {
    email: 'card@littlesteps.demo',
    firstname: 'Wei Jie',
    lastname: 'Lim',
    child: { firstname: 'Jayden', months: 53, serial: 67891 },
    state: 'pending_registration_payment',
  },
]

export const demoBirthCertificate = (dateOfBirth: string, child: { serial: number }) =>
  identityNumber(Number(dateOfBirth.slice(0, 4)), child.serial)

export const DOCUMENT_FAMILY_CENTRE = 'LS-TMP'
