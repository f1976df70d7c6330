import { randomUUID } from 'node:crypto'
import { type EnquiryStateCode, enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { documents, documentTypes, enquiries, storedFiles } from '../../db/schema'
import type { TestSchool } from './school'

/** A school's registration document types: two required of the parent, one optional, one staff-only. */
export async function buildDocumentTypes(school: TestSchool) {
  const rows = await school.db
    .insert(documentTypes)
    .values([
      { fkSchool: school.id, label: 'Birth certificate', isRequired: true, sortOrder: 1 },
      { fkSchool: school.id, label: 'NRIC of parents', isRequired: true, sortOrder: 2 },
      { fkSchool: school.id, label: 'Immunisation record', isRequired: false, sortOrder: 3 },
      {
        fkSchool: school.id,
        label: 'Medical report',
        isRequired: false,
        listAccess: 2,
        uploadAccess: 2,
        category: 'child',
        sortOrder: 4,
      },
    ])
    .returning()
  const [birth, nric, immunisation, medical] = rows
  return { birth, nric, immunisation, medical }
}

/** A document of an enquiry written straight to the tables (its stored file marked uploaded, no bytes). */
export async function buildDocument(
  school: TestSchool,
  opts: { enquiryId: number; typeId: number; status?: string },
) {
  const [enquiry] = await school.db.select().from(enquiries).where(eq(enquiries.id, opts.enquiryId))
  const key = `${school.id}/registration_document/${randomUUID()}.pdf`
  await school.db.insert(storedFiles).values({
    fkSchool: school.id,
    key,
    purpose: 'registration_document',
    filename: 'scan.pdf',
    contentType: 'application/pdf',
    sizeBytes: 100,
    status: 'uploaded',
  })
  const [row] = await school.db
    .insert(documents)
    .values({
      fkSchool: school.id,
      fkCentre: enquiry.fkCentre,
      fkEnquiry: enquiry.id,
      fkChild: enquiry.fkChild,
      fkDocumentType: opts.typeId,
      fileKey: key,
      filename: 'scan.pdf',
      sizeBytes: 100,
      status: opts.status ?? 'pending_verification',
    })
    .returning()
  return row
}

/** Puts an enquiry in a state directly (a test's starting point, not a transition). */
export async function setEnquiryState(school: TestSchool, enquiryId: number, state: EnquiryStateCode) {
  await school.db
    .update(enquiries)
    .set({ fkEnquiryState: enquiryState(state).id })
    .where(eq(enquiries.id, enquiryId))
}
