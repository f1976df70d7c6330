import { EsignMsg } from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consentForms, consentParticipants } from '../../db/schema'
import { unique } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, gqlFrom } from '../../test/server'
import { buildDocumentWorld, type DocumentWorld, enquiryStateOf } from '../documents/test-support'
import { CREATE_FORM, drawn, FORM, SIGN, SIGNING_DOCUMENT, signingTokenFor } from './test-support'
import { newIp } from '../identity/test-support'

const CANCEL_ENQUIRY = graphql(`
  mutation EsignCancelEnquiry($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
    }
  }
`)

const send = (w: DocumentWorld, spouse: string) =>
  gql(
    CREATE_FORM,
    {
      IDEnquiry: w.family.enquiryId,
      participants: [
        { displayName: 'Test Parent', email: w.family.parent.email, role: 'applicant' },
        { displayName: 'Sam Spouse', email: spouse, role: 'spouse' },
      ],
    },
    w.staff.token,
  )

const formsOf = (w: DocumentWorld) =>
  w.school.db
    .select()
    .from(consentForms)
    .where(eq(consentForms.fkEnquiry, w.family.enquiryId))
    .orderBy(asc(consentForms.id))

const participantsOf = (w: DocumentWorld, formId: number) =>
  w.school.db.select().from(consentParticipants).where(eq(consentParticipants.fkForm, formId))

/** The links of a form run out, as a week after they were sent. */
const expireLinks = (w: DocumentWorld, formId: number) =>
  w.school.db
    .update(consentParticipants)
    .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(consentParticipants.fkForm, formId))

describe('form 1 sent again after its links expired', () => {
  it('voids the stranded form, keeps it for the record and sends a new one whose links sign', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const spouse = `spouse-${unique()}@example.com`
    expect((await send(w, spouse)).errors).toBeUndefined()
    // While the applicant's link lives, a second form is refused as before.
    expect((await send(w, spouse)).errors?.[0].message).toBe(EsignMsg.exists)
    const oldToken = await signingTokenFor(w.school, w.family.parent.email)
    const [old] = await formsOf(w)
    const live = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(live.data?.getConsentForm?.linksExpired).toBe(false)
    await expireLinks(w, old.id)
    const stranded = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(stranded.data?.getConsentForm).toMatchObject({ eDocumentStatus: 'Pending', linksExpired: true })

    const again = await send(w, spouse)
    expect(again.errors).toBeUndefined()
    expect(again.data!.createForm1.eDocumentStatus).toBe('Pending')
    const [voided, renewed] = await formsOf(w)
    expect(voided).toMatchObject({ id: old.id, status: 'Voided', voidedAt: expect.any(Date) })
    expect(renewed).toMatchObject({ id: again.data!.createForm1.ID, status: 'Pending', voidedAt: null })
    expect((await participantsOf(w, old.id)).map((p) => p.tokenHash)).toEqual([null, null])
    expect((await gqlFrom(newIp(), SIGN, { token: oldToken, signature: drawn })).errors?.[0].message).toBe(
      EsignMsg.invalidLink,
    )

    const newToken = await signingTokenFor(w.school, w.family.parent.email)
    expect(newToken).not.toBe(oldToken)
    expect((await gqlFrom(newIp(), SIGN, { token: newToken, signature: drawn })).errors).toBeUndefined()
    const form = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(form.data?.getConsentForm?.participants.map((p) => p.status)).toEqual(['Signed', 'Sent'])
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_econsent')
  })
})

describe('signing after the enquiry was cancelled', () => {
  it('is refused with a clear message and changes nothing', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    expect((await send(w, `spouse-${unique()}@example.com`)).errors).toBeUndefined()
    const token = await signingTokenFor(w.school, w.family.parent.email)
    const cancelled = await gql(CANCEL_ENQUIRY, { ID: w.family.enquiryId }, w.family.parent.token)
    expect(cancelled.errors).toBeUndefined()
    const [form] = await formsOf(w)
    const before = await participantsOf(w, form.id)

    expect((await gql(SIGNING_DOCUMENT, { token })).errors?.[0].message).toBe(EsignMsg.enquiryClosed)
    const sign = await gqlFrom(newIp(), SIGN, { token, signature: drawn })
    expect(sign.errors?.[0].message).toBe(EsignMsg.enquiryClosed)
    expect(await participantsOf(w, form.id)).toEqual(before)
    expect((await formsOf(w))[0].status).toBe('Pending')
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('cancelled_enquiry')
  })
})
