import { ErrorCode, FileMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { exeBytes, jpegBytes, pdfBytes, pngBytes } from '../../platform/storage/test-files'
import { buildFamily, buildParent, buildSchool, buildStaff, buildHQ } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql, testServer } from '../../test/server'
import {
  ALL,
  buildDocumentWorld,
  COMPLETE,
  DOCUMENT_URL,
  enquiryStateOf,
  putFile,
  REMOVE,
  REQUIRED,
  SAVE,
  SUMMARY,
  UPLOAD_URL,
  uploadDocument,
} from './test-support'

const FILE_URL = graphql(`
  query DocumentsFileUrl($key: String!) {
    fileUrl(key: $key)
  }
`)

const pdf = { name: 'birth.pdf', type: 'application/pdf', bytes: pdfBytes }
const jpg = { name: 'nric.jpg', type: 'image/jpeg', bytes: jpegBytes }

describe('the family uploads registration documents', () => {
  it('lists the types with their status, saves pdf and jpg files pending verification', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const before = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, token)
    expect(before.errors).toBeUndefined()
    // The staff-only type (list access 2) is not the family's to list.
    expect(before.data?.listRequiredDocuments.map((r) => r.DocumentType)).toEqual([
      'Birth certificate',
      'NRIC of parents',
      'Immunisation record',
    ])
    const first = before.data!.listRequiredDocuments[0]
    expect(first).toMatchObject({
      ParentID: w.family.parent.id,
      ChildID: w.family.childId,
      Fullname: 'Ava Ong',
      Status: 'Not Uploaded',
      UploadAccess: 3,
      isRequired: true,
    })

    const saved = await uploadDocument(token, w.family.enquiryId, w.types.birth.id, pdf)
    expect(saved.errors).toBeUndefined()
    expect(saved.data?.saveDocumentsByIDEnquiry[0]).toMatchObject({
      status: 'pending_verification',
      statusText: 'Pending Verification',
      filename: 'birth.pdf',
    })
    expect((await uploadDocument(token, w.family.enquiryId, w.types.nric.id, jpg)).errors).toBeUndefined()
    const after = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, token)
    expect(after.data?.listRequiredDocuments.map((r) => r.Status)).toEqual([
      'Pending Verification',
      'Pending Verification',
      'Not Uploaded',
    ])
  })

  it("refuses a file whose bytes are not pdf or jpg, whatever its name says ('Invalid filetype')", async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const renamed = await uploadDocument(token, w.family.enquiryId, w.types.birth.id, {
      ...pdf,
      bytes: exeBytes,
    })
    expect(renamed.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const png = await uploadDocument(token, w.family.enquiryId, w.types.birth.id, { ...jpg, bytes: pngBytes })
    expect(png.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    // A png by name is refused before any upload target is given.
    const target = await gql(
      UPLOAD_URL,
      { IDEnquiry: w.family.enquiryId, filename: 'photo.png', contentType: 'image/png' },
      token,
    )
    expect(target.errors?.[0].message).toBe(FileMsg.invalidFiletype)
  })

  it('refuses a file over 1.5 MB, and a save with a key never uploaded', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const big = Buffer.concat([pdfBytes, Buffer.alloc(1.6 * 1024 * 1024, 32)])
    const put = await putFile(token, w.family.enquiryId, { ...pdf, bytes: big })
    expect(put.status).not.toBe(200)
    const saved = await gql(
      SAVE,
      {
        IDEnquiry: w.family.enquiryId,
        uploadedDocuments: [{ documentTypeID: w.types.birth.id, key: put.key }],
      },
      token,
    )
    expect(saved.errors?.[0].message).toBe(FileMsg.uploadFailed)
    const forged = await gql(
      SAVE,
      {
        IDEnquiry: w.family.enquiryId,
        uploadedDocuments: [{ documentTypeID: w.types.birth.id, key: '../../etc/passwd' }],
      },
      token,
    )
    expect(forged.errors?.[0].message).toBe(FileMsg.uploadFailed)
  })

  it('refuses a staff-only type to the family, and uploads once the documents are submitted', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const staffType = await uploadDocument(token, w.family.enquiryId, w.types.medical.id, pdf)
    expect(errorCode(staffType)).toBe(ErrorCode.BadUserInput)
    const elsewhere = await buildDocumentWorld('pending_econsent')
    const late = await gql(
      UPLOAD_URL,
      { IDEnquiry: elsewhere.family.enquiryId, filename: 'a.pdf', contentType: 'application/pdf' },
      elsewhere.family.parent.token,
    )
    expect(errorCode(late)).toBe(ErrorCode.Conflict)
  })

  it("keeps other families, staff of other centres and other schools out of the family's documents", async () => {
    const w = await buildDocumentWorld()
    const saved = await uploadDocument(w.family.parent.token, w.family.enquiryId, w.types.birth.id, pdf)
    const documentId = saved.data!.saveDocumentsByIDEnquiry[0].ID
    const stranger = await buildParent(w.school)
    const otherCentre = await buildStaff(w.school, { enquiry_management: ALL }, [w.otherCentreId])
    const noModule = await buildStaff(w.school, {}, [w.centreId])
    const otherSchoolHq = await buildHQ(await buildSchool(), { enquiry_management: ALL })
    for (const intruder of [stranger, otherCentre, noModule, otherSchoolHq]) {
      const list = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, intruder.token)
      expect(errorCode(list)).toBe(ErrorCode.Forbidden)
      const url = await gql(DOCUMENT_URL, { IDDocument: documentId }, intruder.token)
      expect(errorCode(url)).toBe(ErrorCode.Forbidden)
      const upload = await gql(
        UPLOAD_URL,
        { IDEnquiry: w.family.enquiryId, filename: 'a.pdf', contentType: 'application/pdf' },
        intruder.token,
      )
      expect(errorCode(upload)).toBe(ErrorCode.Forbidden)
    }
    expect(errorCode(await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }))).toBe(ErrorCode.Unauthenticated)
  })

  it('answers a short-lived link to the family and the centre, and only for the right child', async () => {
    const { app } = await testServer()
    const w = await buildDocumentWorld()
    const saved = await uploadDocument(w.family.parent.token, w.family.enquiryId, w.types.birth.id, pdf)
    const documentId = saved.data!.saveDocumentsByIDEnquiry[0].ID
    for (const token of [w.family.parent.token, w.staff.token]) {
      const url = await gql(DOCUMENT_URL, { IDDocument: documentId, IDChild: w.family.childId }, token)
      expect(url.errors).toBeUndefined()
      const link = new URL(url.data!.getDocumentURL)
      const expires = Number(link.searchParams.get('expires'))
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(120)
      const response = await app.inject({ method: 'GET', url: link.pathname + link.search })
      expect(response.rawPayload.equals(pdfBytes)).toBe(true)
    }
    // The generic fileUrl never opens a document's key, even for its own family.
    const { key } = await putFile(w.family.parent.token, w.family.enquiryId, pdf)
    await gql(
      SAVE,
      { IDEnquiry: w.family.enquiryId, uploadedDocuments: [{ documentTypeID: w.types.nric.id, key }] },
      w.family.parent.token,
    )
    const leaked = await gql(FILE_URL, { key }, w.family.parent.token)
    expect(errorCode(leaked)).toBe(ErrorCode.Forbidden)
    // Another child of the same family does not open it.
    const sibling = await buildFamily(w.school, {
      centreId: w.centreId,
      levelId: w.levelId,
      enrollmentPlan: '2030-01-01',
      child: { dateOfBirth: '2026-02-01' },
    })
    const wrongChild = await gql(
      DOCUMENT_URL,
      { IDDocument: documentId, IDChild: sibling.childId },
      w.staff.token,
    )
    expect(errorCode(wrongChild)).toBe(ErrorCode.NotFound)
  })

  it('lets the family remove a file not yet verified, and never one of another enquiry', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const saved = await uploadDocument(token, w.family.enquiryId, w.types.birth.id, pdf)
    const documentId = saved.data!.saveDocumentsByIDEnquiry[0].ID
    const other = await buildDocumentWorld()
    const mismatched = await gql(REMOVE, { IDDocument: documentId, IDEnquiry: other.family.enquiryId }, token)
    expect(errorCode(mismatched)).toBe(ErrorCode.Forbidden)
    expect(
      (await gql(REMOVE, { IDDocument: documentId, IDEnquiry: w.family.enquiryId }, token)).errors,
    ).toBeUndefined()
    const after = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, token)
    expect(after.data?.listRequiredDocuments[0].Status).toBe('Not Uploaded')
  })

  it('submits only with every required document in, then waits for verification', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    await uploadDocument(token, w.family.enquiryId, w.types.birth.id, pdf)
    const summary = await gql(SUMMARY, { IDEnquiry: w.family.enquiryId }, token)
    expect(summary.data?.getEnquiryDocumentSummary).toMatchObject({
      stateCode: 'pending_document_submission',
      childName: 'Ava Ong',
      canUpload: true,
      canSubmit: true,
      canConsent: false,
    })
    const early = await gql(COMPLETE, { IDEnquiry: w.family.enquiryId }, token)
    expect(errorCode(early)).toBe(ErrorCode.BadUserInput)
    expect(early.errors?.[0].message).toContain('NRIC of parents')
    // A message that names data (the missing documents) has no reason: it shows as the server words it.
    expect(early.errors?.[0].extensions?.reason).toBeUndefined()
    await uploadDocument(token, w.family.enquiryId, w.types.nric.id, jpg)
    expect((await gql(COMPLETE, { IDEnquiry: w.family.enquiryId }, token)).errors).toBeUndefined()
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_document_verification')
    const after = await gql(SUMMARY, { IDEnquiry: w.family.enquiryId }, token)
    expect(after.data?.getEnquiryDocumentSummary).toMatchObject({ canUpload: true, canSubmit: false })
    const again = await gql(COMPLETE, { IDEnquiry: w.family.enquiryId }, token)
    expect(errorCode(again)).toBe(ErrorCode.Conflict)
    expect(again.errors?.[0].extensions?.reason).toBe('documents.notUploadable')
  })
})
