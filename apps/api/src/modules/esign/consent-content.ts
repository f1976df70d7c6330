import { createHash } from 'node:crypto'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { selectEnquiryView } from '../enquiries'
import { selectRegistrationSteps } from '../registration'
import { type ConsentSection, registrationFormSections } from './form-sections'
import { selectChild, selectSchoolName, selectUser } from './queries'

/** The document the participants sign: titled sections of labelled values, then the declaration. */
export interface ConsentContent {
  title: string
  schoolName: string
  sections: ConsentSection[]
  declaration: string
}

export const CONSENT_DECLARATION =
  'We declare that the information in this registration form is true and complete, and consent to the ' +
  'school using it to register and care for the child. We understand that the school may verify it.'

const row = (label: string, value: string | null | undefined) => ({ label, value: value?.trim() || '-' })

/**
 * The registration form of an enquiry as the consent document: where and when the child enrols, then every section
 * of the enrolment form and the additional information as the family saved them (child, applicant, spouse,
 * guardians, emergency contact, health...), before the declaration and the signatures. A form saved without its
 * child or applicant section (an older enquiry) shows those as the database holds them. This one function decides
 * what the signers see and what the PDF holds.
 */
export async function consentDocumentContent(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
): Promise<ConsentContent> {
  const enquiry = await selectEnquiryView(db, schoolId, enquiryId)
  if (!enquiry) throw notFound('Enquiry')
  const [child, applicant, schoolName, steps] = [
    await selectChild(db, enquiry.fkChild),
    await selectUser(db, enquiry.fkUser),
    await selectSchoolName(db, schoolId),
    await selectRegistrationSteps(db, schoolId, enquiryId),
  ]
  const form = registrationFormSections(steps)
  const saved = new Set(steps.map((s) => s.step))
  return {
    title: 'Registration Form (Form 1)',
    schoolName,
    sections: [
      {
        heading: 'Enrolment',
        rows: [
          row('Centre', enquiry.centre.label),
          row('Level', enquiry.level.label),
          row('Programme', enquiry.program?.label),
          row('Enrolment date', enquiry.enrollmentPlan),
        ],
      },
      ...(saved.has('child')
        ? []
        : [
            {
              heading: 'Child particulars',
              rows: [
                row('Name', `${child.firstname} ${child.lastname}`),
                row('Date of birth', child.dateOfBirth),
                row('Gender', child.gender),
                row('Nationality', child.nationality),
                row('Race', child.race),
                row('Birth certificate', child.birthCertificate),
              ],
            },
          ]),
      ...(saved.has('applicant')
        ? []
        : [
            {
              heading: 'Applicant',
              rows: [
                row('Name', `${applicant.firstname} ${applicant.lastname}`),
                row('Email', applicant.email),
                row(
                  'Mobile',
                  [applicant.mobilePhoneCountryCode, applicant.mobilePhone].filter(Boolean).join(' '),
                ),
              ],
            },
          ]),
      ...form,
    ],
    declaration: CONSENT_DECLARATION,
  }
}

/** JSON with keys sorted at every level: the stored jsonb comes back in its own key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * The SHA-256 (hex) of a document's content in canonical JSON: what every signature records, and what anyone
 * can recompute from the stored content to show it was not changed after signing.
 */
export const contentHash = (content: ConsentContent) =>
  createHash('sha256').update(canonicalJson(content)).digest('hex')
