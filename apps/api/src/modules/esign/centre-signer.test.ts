import { Access, EsignMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildCentre, buildStaff } from '../../test/builders'
import { gql } from '../../test/server'
import { ALL, buildDocumentWorld } from '../documents/test-support'
import { CREATE_FORM } from './test-support'

describe('the centre’s signer a family names', () => {
  it('is staff of the enquiry’s centre who manage enquiries, or HQ; no one else', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const elsewhere = await buildStaff(w.school, { enquiry_management: ALL }, [
      (await buildCentre(w.school)).id,
    ])
    const readOnly = await buildStaff(w.school, { enquiry_management: Access.read }, [w.centreId])
    const otherModule = await buildStaff(w.school, { class_management: ALL }, [w.centreId])
    const send = (email: string) =>
      gql(
        CREATE_FORM,
        {
          IDEnquiry: w.family.enquiryId,
          participants: [
            { displayName: 'Test Parent', email: w.family.parent.email, role: 'applicant' },
            { displayName: 'Centre Signer', email, role: 'staff' },
          ],
        },
        w.family.parent.token,
      )
    for (const signer of [elsewhere, readOnly, otherModule])
      expect((await send(signer.email)).errors?.[0]?.message).toBe(EsignMsg.staffUnknown)
    expect((await send(w.hq.email.toUpperCase())).errors).toBeUndefined()
  })
})
