import { Access, DocumentMsg, ErrorCode } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { jpegBytes, pdfBytes } from '../../platform/storage/test-files'
import { buildDocument, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  ALL,
  APPROVE,
  buildDocumentWorld,
  COMPLETE,
  type DocumentWorld,
  enquiryStateOf,
  latestEmailTo,
  latestNotification,
  NOT_REQUIRED,
  REJECT,
  REQUIRED,
  uploadDocument,
} from './test-support'

const QUEUE = graphql(`
  query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {
    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {
      totalCount
      data {
        ID
        IDEnquiry
        childName
        documentType
        centreLabel
      }
    }
  }
`)

const pdf = { name: 'birth.pdf', type: 'application/pdf', bytes: pdfBytes }
const jpg = { name: 'nric.jpg', type: 'image/jpeg', bytes: jpegBytes }

/** The family uploads both required documents and submits them; answers the two document ids. */
async function submitted(w: DocumentWorld) {
  const token = w.family.parent.token
  const birth = await uploadDocument(token, w.family.enquiryId, w.types.birth.id, pdf)
  const nric = await uploadDocument(token, w.family.enquiryId, w.types.nric.id, jpg)
  expect((await gql(COMPLETE, { IDEnquiry: w.family.enquiryId }, token)).errors).toBeUndefined()
  return [birth.data!.saveDocumentsByIDEnquiry[0].ID, nric.data!.saveDocumentsByIDEnquiry[0].ID]
}

describe('staff review registration documents', () => {
  it('queues the pending documents of the centres in reach, oldest first', async () => {
    const w = await buildDocumentWorld()
    const [birth, nric] = await submitted(w)
    const queue = await gql(QUEUE, { pagination: { page: 1, perPage: 10 } }, w.staff.token)
    expect(queue.data?.findAllPendingDocument).toMatchObject({ totalCount: 2 })
    expect(queue.data?.findAllPendingDocument.data.map((d) => d.ID)).toEqual([birth, nric])
    expect(queue.data?.findAllPendingDocument.data[0]).toMatchObject({
      IDEnquiry: w.family.enquiryId,
      childName: 'Ava Ong',
      documentType: 'Birth certificate',
    })
    const elsewhere = await buildStaff(w.school, { enquiry_management: ALL }, [w.otherCentreId])
    const theirs = await gql(QUEUE, {}, elsewhere.token)
    expect(theirs.data?.findAllPendingDocument.totalCount).toBe(0)
    expect(errorCode(await gql(QUEUE, {}, w.family.parent.token))).toBe(ErrorCode.Forbidden)
    const noModule = await buildStaff(w.school, {}, [w.centreId])
    expect(errorCode(await gql(QUEUE, {}, noModule.token))).toBe(ErrorCode.Forbidden)
  })

  it('rejects with a remark: the family hears it by bell and email and uploads again', async () => {
    const w = await buildDocumentWorld()
    const [birth] = await submitted(w)
    const noRemark = await gql(REJECT, { IDDocument: birth, remark: '   ' }, w.staff.token)
    expect(noRemark.errors?.[0].message).toBe(DocumentMsg.remarkRequired)
    const rejected = await gql(REJECT, { IDDocument: birth, remark: 'The scan is blurred' }, w.staff.token)
    expect(rejected.data?.rejectEnquiryDocument).toMatchObject({
      statusText: 'Rejected',
      remark: 'The scan is blurred',
    })
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_document_submission')
    const bell = await latestNotification(w.school, w.family.parent.id)
    expect(bell.title).toBe('Please upload a new document')
    expect(bell.body).toContain('The scan is blurred')
    const email = await latestEmailTo(w.school, w.family.parent.email)
    expect(email.bodyText).toContain('Birth certificate could not be accepted: The scan is blurred')
    const list = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(list.data?.listRequiredDocuments[0]).toMatchObject({
      Status: 'Rejected',
      Remarks: 'The scan is blurred',
    })
    // Reviewed once: a second decision is refused.
    expect(errorCode(await gql(APPROVE, { IDDocument: birth }, w.staff.token))).toBe(ErrorCode.Conflict)

    // The replacement takes the rejected file's place; the family submits again.
    await uploadDocument(w.family.parent.token, w.family.enquiryId, w.types.birth.id, pdf)
    const replaced = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(replaced.data?.listRequiredDocuments[0].documents.map((d) => d.status)).toEqual([
      'pending_verification',
    ])
    expect(
      (await gql(COMPLETE, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)).errors,
    ).toBeUndefined()
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_document_verification')
  })

  it('moves the enquiry to the e-consent once every required document is verified or not required', async () => {
    const w = await buildDocumentWorld()
    const [birth, nric] = await submitted(w)
    const approved = await gql(APPROVE, { IDDocument: birth }, w.staff.token)
    expect(approved.data?.approveEnquiryDocument.statusText).toBe('Verified')
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_document_verification')
    const noRemark = await gql(
      NOT_REQUIRED,
      { IDEnquiry: w.family.enquiryId, documentTypeID: w.types.nric.id, remark: '' },
      w.staff.token,
    )
    expect(noRemark.errors?.[0].message).toBe(DocumentMsg.remarkRequired)
    const waived = await gql(
      NOT_REQUIRED,
      { IDEnquiry: w.family.enquiryId, documentTypeID: w.types.nric.id, remark: 'Seen at the centre' },
      w.staff.token,
    )
    expect(waived.data?.markEnquiryDocumentAsNotRequired.status).toBe('not_required')
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_econsent')
    const list = await gql(REQUIRED, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(list.data?.listRequiredDocuments.map((r) => r.Status)).toEqual([
      'Verified',
      'Not Required',
      'Not Uploaded',
    ])
    // The waived type's file is gone with the mark.
    expect(errorCode(await gql(APPROVE, { IDDocument: nric }, w.staff.token))).toBe(ErrorCode.NotFound)
    expect((await latestNotification(w.school, w.family.parent.id)).title).toBe('Documents verified')
  })

  it('tells the centre staff when the family submits', async () => {
    const w = await buildDocumentWorld()
    await submitted(w)
    const bell = await latestNotification(w.school, w.staff.id)
    expect(bell.title).toBe('Documents to verify')
    expect(bell.navigate).toBe(`/documentreview/${w.family.enquiryId}`)
  })

  it('lets only staff with enquiry approve at the centre decide', async () => {
    const w = await buildDocumentWorld('pending_document_verification')
    const document = await buildDocument(w.school, {
      enquiryId: w.family.enquiryId,
      typeId: w.types.birth.id,
    })
    const readWrite = await buildStaff(w.school, { enquiry_management: Access.read | Access.write }, [
      w.centreId,
    ])
    const otherCentre = await buildStaff(w.school, { enquiry_management: ALL }, [w.otherCentreId])
    const otherSchool = await buildHQ(await buildSchool(), { enquiry_management: ALL })
    const stranger = await buildParent(w.school)
    for (const caller of [w.family.parent, readWrite, otherCentre, otherSchool, stranger]) {
      expect(errorCode(await gql(APPROVE, { IDDocument: document.id }, caller.token))).toBe(
        ErrorCode.Forbidden,
      )
      const reject = await gql(REJECT, { IDDocument: document.id, remark: 'No' }, caller.token)
      expect(errorCode(reject)).toBe(ErrorCode.Forbidden)
      const waive = await gql(
        NOT_REQUIRED,
        { IDEnquiry: w.family.enquiryId, documentTypeID: w.types.birth.id, remark: 'No' },
        caller.token,
      )
      expect(errorCode(waive)).toBe(ErrorCode.Forbidden)
    }
    expect(errorCode(await gql(APPROVE, { IDDocument: document.id }))).toBe(ErrorCode.Unauthenticated)
    // Nothing changed: the HQ with approve still finds it pending.
    const approved = await gql(APPROVE, { IDDocument: document.id }, w.hq.token)
    expect(approved.data?.approveEnquiryDocument.status).toBe('verified')
  })
})
