import { enquiryState, type EnquiryStateCode } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { childLevels, enquiries } from '../../db/schema'
import { buildGiroWorld, buildPaymentSituation, type TestSchool } from '../../test/builders'
import { gql } from '../../test/server'
import { selectEnquiry } from '../enquiries'
import { registrationInvoiceOf, settleInvoice } from '../ledger'
import {
  application,
  applyForGiro,
  OF_CHILD,
  OF_ENQUIRY,
  PAY_BY_GIRO,
  SAVE,
  setAccountStatus,
  UPDATE_STATUS,
} from './test-support'

const config = loadConfig({})

const stateOf = async (school: TestSchool, enquiryId: number): Promise<EnquiryStateCode> => {
  const [row] = await school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
  return (['pending_registration_payment', 'pending_giro', 'enrolled'] as const).find(
    (code) => enquiryState(code).id === row.fkEnquiryState,
  )!
}

/** Pays the enquiry's registration invoice in full, as the card or PayNow confirmation does. */
async function payRegistration(school: TestSchool, enquiryId: number) {
  await school.db.transaction(async (tx) => {
    const enquiry = (await selectEnquiry(tx, school.id, enquiryId))!
    const invoice = await registrationInvoiceOf(tx, config, enquiry)
    await settleInvoice(tx, config, {
      schoolId: school.id,
      invoiceId: invoice.id,
      amountCents: invoice.outstandingCents,
      paymentType: 'paynow',
      reference: `PN-${enquiryId}`,
      actorId: null,
    })
  })
}

describe('GIRO in the enrolment (modules/enrolment subscribes to giroReady and giroApproved)', () => {
  it('enrols a paid family waiting for GIRO as soon as it applies', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    await payRegistration(w.school, family.enquiryId)
    expect(await stateOf(w.school, family.enquiryId)).toBe('pending_giro')
    // Paid and waiting for an application: not "paying by GIRO", and nothing left to pay by GIRO.
    const info = await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(info.data?.bankAccountInfoByIDEnquiry).toMatchObject({
      payingByGiro: false,
      canPayRegistrationByGiro: false,
    })
    await gql(
      SAVE,
      { IDChild: family.childId, IDSchool: w.school.id, giroApplication: application(w.bankId) },
      family.parent.token,
    )
    expect(await stateOf(w.school, family.enquiryId)).toBe('enrolled')
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, family.childId))
    expect(seats).toHaveLength(1)
  })

  it('keeps a family paying the fee by GIRO waiting until the school approves the account', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    const saved = await gql(
      SAVE,
      { IDChild: family.childId, IDSchool: w.school.id, giroApplication: application(w.bankId) },
      family.parent.token,
    )
    expect(await stateOf(w.school, family.enquiryId)).toBe('pending_registration_payment')
    await gql(PAY_BY_GIRO, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(await stateOf(w.school, family.enquiryId)).toBe('pending_giro')
    const approval = await gql(
      UPDATE_STATUS,
      {
        IDBankAccount: saved.data!.saveGiroApplication.ID,
        status: 'approved',
        fkReason: w.reasons.approved,
        remarks: 'DDA approved',
      },
      w.hq.token,
    )
    expect(approval.data?.updateBankAccountStatus.status).toBe('approved')
    expect(await stateOf(w.school, family.enquiryId)).toBe('enrolled')
    const accounts = await gql(OF_CHILD, { IDChild: family.childId }, family.parent.token)
    expect(accounts.data?.bankAccountInfoByIDChild.accounts[0].status).toBe('approved')
  })

  it('enrols a family that pays the fee by GIRO once its account is approved already', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    await setAccountStatus(w, await applyForGiro(w, family), 'approved')
    expect(await stateOf(w.school, family.enquiryId)).toBe('pending_registration_payment')
    await gql(PAY_BY_GIRO, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(await stateOf(w.school, family.enquiryId)).toBe('enrolled')
    // Enrolled with the fee outstanding, the family still pays it by GIRO: the payment page offers no other way.
    const info = await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(info.data?.bankAccountInfoByIDEnquiry.payingByGiro).toBe(true)
  })

  it('does not enrol on a rejection: the unpaid fee goes back to the payment step', async () => {
    const w = await buildGiroWorld()
    const family = await buildPaymentSituation(w.school)
    const accountId = await applyForGiro(w, family)
    await gql(PAY_BY_GIRO, { IDEnquiry: family.enquiryId }, family.parent.token)
    await setAccountStatus(w, accountId, 'rejected')
    expect(await stateOf(w.school, family.enquiryId)).toBe('pending_registration_payment')
  })
})
