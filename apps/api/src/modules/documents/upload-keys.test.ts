import { ErrorCode, FileMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../../platform/storage/test-files'
import { buildFamily, setEnquiryState } from '../../test/builders'
import { gql } from '../../test/server'
import { buildDocumentWorld, putFile, SAVE } from './test-support'

const pdf = { name: 'birth.pdf', type: 'application/pdf', bytes: pdfBytes }

describe('the key a document is saved with', () => {
  it('holds one document: saving it again or twice in one call is refused with a message', async () => {
    const w = await buildDocumentWorld()
    const token = w.family.parent.token
    const { key } = await putFile(token, w.family.enquiryId, pdf)
    const twiceInOne = await gql(
      SAVE,
      {
        IDEnquiry: w.family.enquiryId,
        uploadedDocuments: [
          { documentTypeID: w.types.birth.id, key },
          { documentTypeID: w.types.nric.id, key },
        ],
      },
      token,
    )
    expect(twiceInOne.errors?.[0]).toMatchObject({
      message: FileMsg.uploadFailed,
      extensions: { code: ErrorCode.BadUserInput },
    })
    const save = () =>
      gql(
        SAVE,
        { IDEnquiry: w.family.enquiryId, uploadedDocuments: [{ documentTypeID: w.types.birth.id, key }] },
        token,
      )
    expect((await save()).errors).toBeUndefined()
    // A double submit: the second save of the same upload.
    expect((await save()).errors?.[0]).toMatchObject({
      message: FileMsg.uploadFailed,
      extensions: { code: ErrorCode.BadUserInput },
    })
  })

  it("is the caller's own upload: a key another family uploaded is refused", async () => {
    const w = await buildDocumentWorld()
    const other = await buildFamily(w.school, {
      centreId: w.centreId,
      levelId: w.levelId,
      enrollmentPlan: '2030-01-01',
      child: { dateOfBirth: '2026-01-05', firstname: 'Bo', lastname: 'Tan' },
    })
    await setEnquiryState(w.school, other.enquiryId, 'pending_document_submission')
    // The other family's passport scan, uploaded and not yet saved: its key leaked.
    const { key } = await putFile(other.parent.token, other.enquiryId, pdf)
    const taken = await gql(
      SAVE,
      { IDEnquiry: w.family.enquiryId, uploadedDocuments: [{ documentTypeID: w.types.birth.id, key }] },
      w.family.parent.token,
    )
    expect(taken.errors?.[0]).toMatchObject({
      message: FileMsg.uploadFailed,
      extensions: { code: ErrorCode.BadUserInput },
    })
    // Its owner still saves it.
    const own = await gql(
      SAVE,
      { IDEnquiry: other.enquiryId, uploadedDocuments: [{ documentTypeID: w.types.birth.id, key }] },
      other.parent.token,
    )
    expect(own.errors).toBeUndefined()
  })
})
