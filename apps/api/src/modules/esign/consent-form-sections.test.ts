import { REGISTRATION_STEPS } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { registrationSteps } from '../../db/schema'
import { buildDocumentWorld } from '../documents/test-support'
import { validSteps } from '../registration/test-support'
import { consentDocumentContent, contentHash } from './consent-content'
import { registrationFormSections } from './form-sections'
import { renderSignedPdf } from './signed-pdf'
import { readPdf } from './test-support'

const valueOf = (
  sections: { heading: string; rows: { label: string; value: string }[] }[],
  heading: string,
) =>
  Object.fromEntries((sections.find((s) => s.heading === heading)?.rows ?? []).map((r) => [r.label, r.value]))

describe('the consent document holds the registration form the family filled in', () => {
  it('renders each saved step as a section in the form order, people and addresses flattened', () => {
    const steps = validSteps('2027-01-01')
    const sections = registrationFormSections(
      // Saved in another order than the form's: the document follows the form.
      [...REGISTRATION_STEPS].reverse().map((step) => ({ step, data: steps[step] })),
    )
    expect(sections.map((s) => s.heading)).toEqual([
      'Enrolment details',
      'Child particulars',
      'Applicant',
      'Spouse',
      'Guardians',
      'Emergency contact',
      'Other school',
      'Special instructions',
      'Household particulars',
      'Health information',
      'Declaration',
    ])
    expect(valueOf(sections, 'Child particulars')).toMatchObject({
      Firstname: 'Ava',
      'Date of birth': '2024-06-01',
      Race: 'Chinese',
    })
    expect(valueOf(sections, 'Applicant')).toMatchObject({
      'Address - Postcode': '238801',
      'Address - Address': '1 Orchard Road',
      'Monthly income': '$4,500.00',
      'CPF contributing': 'Yes',
      Mobile: '91234567',
    })
    expect(valueOf(sections, 'Spouse')).toMatchObject({ 'Has spouse': 'Yes', 'Spouse - Firstname': 'Wei' })
    expect(valueOf(sections, 'Emergency contact')).toMatchObject({
      Firstname: 'Hui',
      'Relation to child': 'Grandparent',
    })
    // No other guardian: the section says so rather than disappearing.
    expect(valueOf(sections, 'Guardians')).toEqual({ Guardians: '-' })
    expect(valueOf(sections, 'Health information')).toMatchObject({ 'Medical conditions': 'Eczema' })
  })

  it('puts the saved form into the consent content and its PDF, before the declaration', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const steps = validSteps('2027-01-01')
    await w.school.db.insert(registrationSteps).values(
      (['child', 'applicant', 'guardians', 'emergency_contact', 'health_information'] as const).map(
        (step) => ({
          fkSchool: w.school.id,
          fkEnquiry: w.family.enquiryId,
          step,
          data:
            step === 'guardians'
              ? { guardians: [{ firstname: 'Ah', lastname: 'Kong', mobilePhone: '81234567' }] }
              : steps[step],
        }),
      ),
    )
    const content = await consentDocumentContent(w.school.db, w.school.id, w.family.enquiryId)
    expect(content.sections.map((s) => s.heading)).toEqual([
      'Enrolment',
      'Child particulars',
      'Applicant',
      'Guardians',
      'Emergency contact',
      'Health information',
    ])
    // The form's own child section replaces the database's one.
    expect(valueOf(content.sections, 'Child particulars')).toMatchObject({
      Firstname: 'Ava',
      Lastname: 'Tan',
    })
    expect(valueOf(content.sections, 'Guardians')).toMatchObject({
      'Guardians 1 - Firstname': 'Ah',
      'Guardians 1 - Mobile': '81234567',
    })
    const pdf = await readPdf(Buffer.from(await renderSignedPdf(content, contentHash(content), [])))
    for (const text of [
      'Emergency contact',
      'Firstname: Hui',
      'Address - Postcode: 238801',
      'Guardians 1 - Firstname: Ah',
    ])
      expect(pdf.text).toContain(text)
    expect(pdf.text.indexOf('Emergency contact')).toBeLessThan(pdf.text.indexOf('Declaration'))
  })

  it('keeps the database particulars for a form saved without its child and applicant sections', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const content = await consentDocumentContent(w.school.db, w.school.id, w.family.enquiryId)
    expect(content.sections.map((s) => s.heading)).toEqual(['Enrolment', 'Child particulars', 'Applicant'])
  })
})
