import { Access, ErrorCode, EsignMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consentParticipants } from '../../db/schema'
import { buildHQ, buildParent, buildSchool, buildStaff, unique } from '../../test/builders'
import { errorCode, gql, gqlFrom, testServer } from '../../test/server'
import {
  buildDocumentWorld,
  type DocumentWorld,
  enquiryStateOf,
  latestNotification,
} from '../documents/test-support'
import {
  CREATE_FORM,
  drawn,
  FORM,
  readPdf,
  SIGN,
  SIGNED_URL,
  SIGNING_DOCUMENT,
  signingTokenFor,
} from './test-support'
import { newIp } from '../identity/test-support'

/** A spouse's address of this test alone: tests share the database. */
const spouseEmail = () => `spouse-${unique()}@example.com`

async function created(w: DocumentWorld, spouse = spouseEmail()) {
  const result = await gql(
    CREATE_FORM,
    {
      IDEnquiry: w.family.enquiryId,
      participants: [
        { displayName: 'Staff Signer', email: w.staff.email, role: 'staff' },
        { displayName: 'Test Parent', email: w.family.parent.email, role: 'applicant' },
        { displayName: 'Sam Spouse', email: spouse, role: 'spouse' },
      ],
    },
    w.family.parent.token,
  )
  expect(result.errors).toBeUndefined()
  return result.data!.createForm1
}

describe('form 1 signed by its participants in order', () => {
  it('sends each their link in turn, refuses replays, and stores the signed PDF with the record', async () => {
    const { app } = await testServer()
    const w = await buildDocumentWorld('pending_econsent')
    const spouse = spouseEmail()
    const form = await created(w, spouse)
    // The centre's signer goes last, whatever order they were given in.
    expect(form.participants.map((p) => [p.role, p.order, p.status])).toEqual([
      ['applicant', 1, 'Sent'],
      ['spouse', 2, 'Waiting'],
      ['staff', 3, 'Waiting'],
    ])
    expect(form.eDocumentStatus).toBe('Pending')

    const applicantToken = await signingTokenFor(w.school, w.family.parent.email)
    const page = await gql(SIGNING_DOCUMENT, { token: applicantToken })
    expect(page.data?.getSigningDocument).toMatchObject({
      title: 'Registration Form (Form 1)',
      contentSha256: form.contentSha256,
      signer: { displayName: 'Test Parent', role: 'applicant', order: 1 },
    })
    const child = page.data!.getSigningDocument.sections.find((s) => s.heading === 'Child particulars')
    expect(child?.rows).toContainEqual({ label: 'Name', value: 'Ava Ong' })

    expect(
      (await gqlFrom('203.0.113.7', SIGN, { token: applicantToken, signature: drawn })).errors,
    ).toBeUndefined()
    // The link worked once.
    const replay = await gqlFrom(newIp(), SIGN, { token: applicantToken, signature: drawn })
    expect(replay.errors?.[0]).toMatchObject({
      message: EsignMsg.invalidLink,
      extensions: { code: ErrorCode.InvalidToken, reason: 'esign.invalidLink' },
    })

    const spouseToken = await signingTokenFor(w.school, spouse)
    const typed = { ...drawn, kind: 'typed', typedName: 'Sam Spouse' }
    expect(
      (await gqlFrom('203.0.113.8', SIGN, { token: spouseToken, signature: typed })).errors,
    ).toBeUndefined()
    const waiting = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(waiting.data?.getConsentForm?.participants.map((p) => p.status)).toEqual([
      'Signed',
      'Signed',
      'PendingStaffSign',
    ])
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_econsent')

    const staffToken = await signingTokenFor(w.school, w.staff.email)
    expect(
      (await gqlFrom('203.0.113.9', SIGN, { token: staffToken, signature: drawn })).errors,
    ).toBeUndefined()
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_registration_payment')
    const done = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    expect(done.data?.getConsentForm).toMatchObject({
      eDocumentStatus: 'Completed',
      signedDocumentAvailable: true,
    })
    expect((await latestNotification(w.school, w.family.parent.id)).title).toBe('Consent form signed')

    const url = await gql(SIGNED_URL, { IDEnquiry: w.family.enquiryId }, w.family.parent.token)
    const link = new URL(url.data!.getEnrolmentDocumentURL)
    const response = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(response.statusCode).toBe(200)
    const pdf = await readPdf(response.rawPayload)
    expect(pdf.pages).toBeGreaterThanOrEqual(2)
    expect(pdf.subject).toBe(`SHA-256 ${form.contentSha256}`)
    expect(pdf.images).toBe(3)
    for (const expected of [
      'Registration Form (Form 1)',
      'Name: Ava Ong',
      'Signing record',
      `Document SHA-256: ${form.contentSha256}`,
      'IP address: 203.0.113.7',
      'IP address: 203.0.113.8',
      'IP address: 203.0.113.9',
      'Signature: typed (Sam Spouse)',
      `3. Staff Signer <${w.staff.email}> (staff)`,
    ])
      expect(pdf.text).toContain(expected)
  })

  it('refuses forged and expired links, and a signer out of order', async () => {
    const { platform } = await testServer()
    const w = await buildDocumentWorld('pending_econsent')
    const spouse = spouseEmail()
    await created(w, spouse)
    const forged = await gql(SIGNING_DOCUMENT, { token: 'A'.repeat(43) })
    expect(forged.errors?.[0].message).toBe(EsignMsg.invalidLink)
    // A link for the spouse before the applicant signed (as if one leaked early) is refused.
    const early = 'B'.repeat(43)
    await w.school.db
      .update(consentParticipants)
      .set({
        tokenHash: platform.esign.hashToken(early),
        tokenExpiresAt: new Date(Date.now() + 60_000),
        status: 'Sent',
      })
      .where(eq(consentParticipants.email, spouse))
    const outOfOrder = await gqlFrom(newIp(), SIGN, { token: early, signature: drawn })
    expect(outOfOrder.errors?.[0].message).toBe(EsignMsg.notYourTurn)
    expect(outOfOrder.errors?.[0].extensions?.reason).toBe('esign.notYourTurn')
    // An expired link.
    const token = await signingTokenFor(w.school, w.family.parent.email)
    await w.school.db
      .update(consentParticipants)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consentParticipants.email, w.family.parent.email))
    expect((await gqlFrom(newIp(), SIGN, { token, signature: drawn })).errors?.[0].message).toBe(
      EsignMsg.invalidLink,
    )
  })

  it('validates the participants and the signature', async () => {
    const w = await buildDocumentWorld('pending_econsent')
    const create = (participants: { displayName: string; email: string; role: string }[]) =>
      gql(CREATE_FORM, { IDEnquiry: w.family.enquiryId, participants }, w.family.parent.token)
    const noApplicant = await create([{ displayName: 'Sam', email: spouseEmail(), role: 'spouse' }])
    expect(noApplicant.errors?.[0].message).toBe(EsignMsg.oneApplicant)
    const outsider = await create([
      { displayName: 'Test', email: w.family.parent.email, role: 'applicant' },
      { displayName: 'Not staff', email: 'someone@example.com', role: 'staff' },
    ])
    expect(outsider.errors?.[0].message).toBe(EsignMsg.staffUnknown)
    await created(w)
    const twice = await create([{ displayName: 'Test', email: w.family.parent.email, role: 'applicant' }])
    expect(twice.errors?.[0].message).toBe(EsignMsg.exists)
    const token = await signingTokenFor(w.school, w.family.parent.email)
    const notPng = await gqlFrom(newIp(), SIGN, {
      token,
      signature: { ...drawn, image: 'data:image/svg+xml;base64,PHN2Zz4=' },
    })
    expect(errorCode(notPng)).toBe(ErrorCode.BadUserInput)
    const notAgreed = await gqlFrom(newIp(), SIGN, { token, signature: { ...drawn, agreed: false } })
    expect(errorCode(notAgreed)).toBe(ErrorCode.BadUserInput)
    // Refusals leave the link alive.
    expect((await gqlFrom(newIp(), SIGN, { token, signature: drawn })).errors).toBeUndefined()
  })

  it('creates the form only at the e-consent step, for the family or the centre', async () => {
    const early = await buildDocumentWorld('pending_document_verification')
    const tooEarly = await gql(
      CREATE_FORM,
      {
        IDEnquiry: early.family.enquiryId,
        participants: [{ displayName: 'Test', email: early.family.parent.email, role: 'applicant' }],
      },
      early.family.parent.token,
    )
    expect(tooEarly.errors?.[0].message).toBe(EsignMsg.wrongStage)
    const w = await buildDocumentWorld('pending_econsent')
    const variables = {
      IDEnquiry: w.family.enquiryId,
      participants: [{ displayName: 'Test', email: w.family.parent.email, role: 'applicant' }],
    }
    const readOnly = await buildStaff(w.school, { enquiry_management: Access.read }, [w.centreId])
    const otherSchool = await buildHQ(await buildSchool(), { enquiry_management: Access.write })
    for (const caller of [await buildParent(w.school), readOnly, otherSchool])
      expect(errorCode(await gql(CREATE_FORM, variables, caller.token))).toBe(ErrorCode.Forbidden)
    expect(errorCode(await gql(FORM, { IDEnquiry: w.family.enquiryId }, otherSchool.token))).toBe(
      ErrorCode.Forbidden,
    )
    expect(errorCode(await gql(SIGNED_URL, { IDEnquiry: w.family.enquiryId }, w.family.parent.token))).toBe(
      ErrorCode.NotFound,
    )
    expect((await gql(CREATE_FORM, variables, w.staff.token)).errors).toBeUndefined()
  })
})
