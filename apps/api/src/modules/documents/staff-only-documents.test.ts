import { ErrorCode } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../../platform/storage/test-files'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildDocumentWorld, DOCUMENT_URL, REMOVE, REQUIRED, uploadDocument } from './test-support'

const UPLOADED = graphql(`
  query DocumentsStaffOnlyUploaded($IDEnquiry: Int!) {
    getUploadedDocument(IDEnquiry: $IDEnquiry) {
      ID
      filename
    }
  }
`)

const UPLOADED_OF_TYPES = graphql(`
  query DocumentsUploadedOfTypes($IDEnquiry: Int!, $documentTypeIDs: [Int!]) {
    getUploadedDocument(IDEnquiry: $IDEnquiry, documentTypeIDs: $documentTypeIDs) {
      ID
    }
  }
`)

const pdf = { name: 'report.pdf', type: 'application/pdf', bytes: pdfBytes }

describe('a document of a type only staff list (list access 2)', () => {
  it('is neither opened nor removed by the family, who do not see it listed', async () => {
    const w = await buildDocumentWorld()
    const saved = await uploadDocument(w.staff.token, w.family.enquiryId, w.types.medical.id, pdf)
    expect(saved.errors).toBeUndefined()
    const documentId = saved.data!.saveDocumentsByIDEnquiry[0].ID
    const listed = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(listed.data?.listRequiredDocuments.map((r) => r.DocumentType)).not.toContain('Medical report')
    const uploaded = await gql(UPLOADED, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(uploaded.errors).toBeUndefined()
    expect(uploaded.data?.getUploadedDocument.map((d) => d.ID)).not.toContain(documentId)
    const asStaff = await gql(UPLOADED, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(asStaff.data?.getUploadedDocument.map((d) => d.ID)).toContain(documentId)

    for (const IDChild of [w.family.childId, null]) {
      const opened = await gql(DOCUMENT_URL, { IDDocument: documentId, IDChild }, w.family.parent.token)
      expect(errorCode(opened)).toBe(ErrorCode.NotFound)
    }
    const removed = await gql(
      REMOVE,
      { IDDocument: documentId, IDEnquiry: w.family.enquiryId },
      w.family.parent.token,
    )
    expect(errorCode(removed)).toBe(ErrorCode.NotFound)
    // The centre still opens it.
    const staffUrl = await gql(
      DOCUMENT_URL,
      { IDDocument: documentId, IDChild: w.family.childId },
      w.staff.token,
    )
    expect(staffUrl.errors).toBeUndefined()
  })
})

describe('the uploaded documents of some types', () => {
  it('are the documents of those types only, for staff and the family', async () => {
    const w = await buildDocumentWorld()
    const saved = await uploadDocument(w.staff.token, w.family.enquiryId, w.types.medical.id, pdf)
    expect(saved.errors).toBeUndefined()
    const documentId = saved.data!.saveDocumentsByIDEnquiry[0].ID
    const of = (documentTypeIDs: number[], token: string) =>
      gql(UPLOADED_OF_TYPES, { IDEnquiry: w.family.enquiryId, documentTypeIDs }, token)
    const medical = await of([w.types.medical.id], w.staff.token)
    expect(medical.errors).toBeUndefined()
    expect(medical.data?.getUploadedDocument.map((d) => d.ID)).toEqual([documentId])
    const none = await of([w.types.medical.id + 100_000], w.staff.token)
    expect(none.data?.getUploadedDocument).toEqual([])
    const family = await of([w.types.medical.id], w.family.parent.token)
    expect(family.errors).toBeUndefined()
    expect(family.data?.getUploadedDocument).toEqual([])
  })
})
