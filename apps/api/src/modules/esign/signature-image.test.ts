import { ErrorCode, EsignMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { pngBytes } from '../../platform/storage/test-files'
import { gql } from '../../test/server'
import { buildDocumentWorld, enquiryStateOf } from '../documents/test-support'
import { CREATE_FORM, drawn, FORM, SIGN, signingTokenFor } from './test-support'

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

/** A PNG's signature and header claiming a 30000 x 30000 image: decoding it would take gigabytes. */
function hugePngHeader(): Buffer {
  const header = Buffer.from(pngBytes.subarray(0, 33))
  header.writeUInt32BE(30_000, 16)
  header.writeUInt32BE(30_000, 20)
  return Buffer.concat([header, pngBytes.subarray(33)])
}

describe('a signature that is not a small PNG image', () => {
  it('is refused when signed, so it cannot strand the form at its last signer', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const form = await gql(
      CREATE_FORM,
      {
        IDEnquiry: w.family.enquiryId,
        participants: [
          { displayName: 'Test Parent', email: w.family.parent.email, role: 'applicant' },
          { displayName: 'Staff Signer', email: w.staff.email, role: 'staff' },
        ],
      },
      w.family.parent.token,
    )
    expect(form.errors).toBeUndefined()
    const token = await signingTokenFor(w.school, w.family.parent.email)

    for (const image of [
      // HTML with a script, labelled as a PNG.
      dataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
      // A PNG's first bytes, then nothing an image decoder can read.
      dataUrl(pngBytes.subarray(0, 40)),
      dataUrl(hugePngHeader()),
    ]) {
      const refused = await gql(SIGN, { token, signature: { ...drawn, image } })
      expect(refused.errors?.[0]).toMatchObject({
        message: EsignMsg.signatureInvalid,
        extensions: { code: ErrorCode.BadUserInput },
      })
    }

    // The link is still alive; a real signature goes through and the centre's signer completes the form.
    expect((await gql(SIGN, { token, signature: drawn })).errors).toBeUndefined()
    const staffToken = await signingTokenFor(w.school, w.staff.email)
    expect((await gql(SIGN, { token: staffToken, signature: drawn })).errors).toBeUndefined()
    const done = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(done.data?.getConsentForm?.eDocumentStatus).toBe('Completed')
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_registration_payment')
  })
})
