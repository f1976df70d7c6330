import { EsignMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consentParticipants, documents, documentTypes, schoolConfigs } from '../../db/schema'
import { graphql } from '../../test/generated'
import { errorCode, gql, gqlFrom } from '../../test/server'
import { drawn, SIGN, SIGNING_DOCUMENT, signingTokenFor } from '../esign/test-support'
import { newIp } from '../identity/test-support'
import { CANCEL_REQUEST, setup, submitted, type World } from './test-support'

const FORMS = graphql(`
  query WithdrawalForms($IDWithdrawal: Int!) {
    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
      eConsentStatus
      can
      forms {
        formType
        eDocumentStatus
        signedDocumentAvailable
        participants {
          role
          status
          displayName
        }
      }
    }
  }
`)

const PENDING_2 = graphql(`
  query WithdrawalPendingForm2($pendingStatus: String) {
    getPendingForm2ESignatureChildren(pendingStatus: $pendingStatus) {
      IDWithdrawal
      formType
      pendingStatus
      signer
      child {
        ID
      }
    }
  }
`)

const PENDING_3 = graphql(`
  query WithdrawalPendingForm3($pendingStatus: String) {
    getPendingWithdrawalForm3ESignatureChildren(pendingStatus: $pendingStatus) {
      IDWithdrawal
      pendingStatus
    }
  }
`)

const SEND_LINK = graphql(`
  mutation WithdrawalSendFormLink($IDWithdrawal: Int!) {
    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {
      eConsentStatus
    }
  }
`)

const sign = (token: string) => gqlFrom(newIp(), SIGN, { token, signature: drawn })
const form = async (w: World, id: number) =>
  (await gql(FORMS, { IDWithdrawal: id }, w.centreStaff.token)).data!.getWithdrawalDraft
const pending2 = async (w: World, pendingStatus?: string) =>
  (await gql(PENDING_2, { pendingStatus }, w.centreStaff.token)).data!.getPendingForm2ESignatureChildren

describe('withdrawal forms 2 and 3', () => {
  it('sends form 2 to the family at notice; the centre signs next and the PDF joins the child’s documents', async () => {
    const w = await setup()
    const id = await submitted(w)
    expect(await form(w, id)).toMatchObject({
      eConsentStatus: 'Pending',
      forms: [
        {
          formType: 'form2',
          participants: [
            { role: 'applicant', status: 'Sent' },
            { role: 'staff', status: 'Waiting' },
          ],
        },
      ],
    })
    expect(await pending2(w)).toMatchObject([
      { IDWithdrawal: id, pendingStatus: 'Sent', child: { ID: w.childId } },
    ])
    expect(await pending2(w, 'PendingStaffSign')).toEqual([])
    const three = await gql(PENDING_3, {}, w.centreStaff.token)
    expect(three.data!.getPendingWithdrawalForm3ESignatureChildren).toEqual([])

    const familyToken = await signingTokenFor(w.school, w.parent.email)
    const page = await gql(SIGNING_DOCUMENT, { token: familyToken })
    expect(page.data!.getSigningDocument.title).toBe('Withdrawal Form (Form 2)')
    expect(page.data!.getSigningDocument.sections.map((s) => s.heading)).toEqual([
      'Child',
      'Withdrawal',
      'Refund',
    ])
    expect((await sign(familyToken)).data!.signConsentForm.status).toBe('Signed')
    expect((await sign(familyToken)).errors?.[0].message).toBe(EsignMsg.invalidLink)
    expect(await pending2(w, 'PendingStaffSign')).toMatchObject([{ IDWithdrawal: id }])
    expect((await form(w, id)).forms[0].participants[1].status).toBe('PendingStaffSign')

    // The centre's turn: the staff member who takes it is mailed their own link.
    const sent = await gql(SEND_LINK, { IDWithdrawal: id }, w.centreStaff.token)
    expect(sent.data!.sendWithdrawalFormLink.eConsentStatus).toBe('Pending')
    const staffToken = await signingTokenFor(w.school, w.centreStaff.email)
    expect((await sign(staffToken)).data!.signConsentForm.status).toBe('Signed')
    const done = await form(w, id)
    expect(done).toMatchObject({
      eConsentStatus: 'Completed',
      forms: [{ eDocumentStatus: 'Completed', signedDocumentAvailable: true }],
    })
    expect(done.can).not.toContain('withdrawals.sendFormLink')
    const kept = await w.school.db
      .select({ label: documentTypes.label, status: documents.status })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.fkDocumentType))
      .where(eq(documents.fkChild, w.childId))
    expect(kept).toEqual([{ label: 'Withdrawal form (Form 2)', status: 'verified' }])
    expect(await pending2(w)).toEqual([])
  })

  it('uses form 3 where the school works with ECDA', async () => {
    const w = await setup()
    await w.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: w.school.id, key: 'ecda_upload_active', value: '1' })
    const id = await submitted(w)
    const three = await gql(PENDING_3, { pendingStatus: 'Sent' }, w.centreStaff.token)
    expect(three.data!.getPendingWithdrawalForm3ESignatureChildren).toEqual([
      { IDWithdrawal: id, pendingStatus: 'Sent' },
    ])
    expect(await pending2(w)).toEqual([])
    const page = await gql(SIGNING_DOCUMENT, { token: await signingTokenFor(w.school, w.parent.email) })
    expect(page.data!.getSigningDocument.title).toBe('Notice of Withdrawal (Form 3)')
  })

  it('resends an expired family link (the old one dies) and refuses a bad status filter', async () => {
    const w = await setup()
    const id = await submitted(w)
    const old = await signingTokenFor(w.school, w.parent.email)
    await w.school.db
      .update(consentParticipants)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consentParticipants.email, w.parent.email))
    expect((await sign(old)).errors?.[0].message).toBe(EsignMsg.invalidLink)
    await gql(SEND_LINK, { IDWithdrawal: id }, w.writer.token)
    const fresh = await signingTokenFor(w.school, w.parent.email)
    expect(fresh).not.toBe(old)
    expect((await sign(old)).errors?.[0].message).toBe(EsignMsg.invalidLink)
    expect((await sign(fresh)).data!.signConsentForm.status).toBe('Signed')
    const bad = await gql(PENDING_2, { pendingStatus: 'Signed\u0000' }, w.centreStaff.token)
    expect(errorCode(bad)).toBe('BAD_USER_INPUT')
  })

  it('takes one of two simultaneous signatures on one link', async () => {
    const w = await setup()
    await submitted(w)
    const token = await signingTokenFor(w.school, w.parent.email)
    const results = await Promise.all([sign(token), sign(token)])
    expect(results.filter((r) => r.data?.signConsentForm.status === 'Signed')).toHaveLength(1)
    expect(results.filter((r) => r.errors?.[0].message === EsignMsg.invalidLink)).toHaveLength(1)
  })

  it('takes no signature once the withdrawal is cancelled', async () => {
    const w = await setup()
    const id = await submitted(w)
    const token = await signingTokenFor(w.school, w.parent.email)
    await gql(CANCEL_REQUEST, { IDWithdrawal: id, remark: 'Staying' }, w.parent.token)
    expect((await sign(token)).errors?.[0].message).toBe(EsignMsg.withdrawalClosed)
    const resend = await gql(SEND_LINK, { IDWithdrawal: id }, w.centreStaff.token)
    expect(resend.errors?.[0].message).toBe(EsignMsg.withdrawalClosed)
    expect(await pending2(w)).toEqual([])
  })

  it('refuses the lists and the link to families, other centres, read-only staff and staff without the module', async () => {
    const w = await setup()
    const id = await submitted(w)
    for (const caller of [w.parent, w.otherParent, w.elsewhere, w.readOnly, w.noModule]) {
      const r = await gql(SEND_LINK, { IDWithdrawal: id }, caller.token)
      expect(errorCode(r), caller.email).toMatch(/FORBIDDEN|NOT_FOUND/)
    }
    for (const caller of [w.parent, w.noModule])
      expect(errorCode(await gql(PENDING_2, {}, caller.token))).toBe('FORBIDDEN')
    const elsewhere = await gql(PENDING_2, {}, w.elsewhere.token)
    expect(elsewhere.data!.getPendingForm2ESignatureChildren).toEqual([])
    const readOnly = await gql(PENDING_2, {}, w.readOnly.token)
    expect(readOnly.data!.getPendingForm2ESignatureChildren).toHaveLength(1)
  })
})
