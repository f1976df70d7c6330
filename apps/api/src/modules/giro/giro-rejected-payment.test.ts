import { enquiryState } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAccounts, enquiries, outbox } from '../../db/schema'
import { buildGiroWorld, type TestSchool } from '../../test/builders'
import { gql } from '../../test/server'
import { ENROLMENT_STATUS } from '../ledger/test-support'
import { ACCESS, checkout, openSession, payingFamily } from '../payments/test-support'
import { applyForGiro, bellOf, PAY_BY_GIRO, setAccountStatus } from './test-support'

const stateOf = async (school: TestSchool, enquiryId: number) => {
  const [row] = await school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
  return row.fkEnquiryState
}

const emailsTo = (school: TestSchool, email: string) =>
  school.db
    .select({ subject: outbox.subject, text: outbox.bodyText })
    .from(outbox)
    .where(and(eq(outbox.fkSchool, school.id), eq(outbox.recipient, email)))
    .orderBy(asc(outbox.id))

/** A family paying the registration fee by GIRO, its account pending at the bank. */
async function payingByGiro() {
  const w = await buildGiroWorld()
  const f = await payingFamily(w.school)
  const accountId = await applyForGiro(w, f.family)
  await gql(PAY_BY_GIRO, { IDEnquiry: f.family.enquiryId }, f.token)
  expect(await stateOf(w.school, f.family.enquiryId)).toBe(enquiryState('pending_giro').id)
  const access = await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)
  expect(access.data?.getPaymentAccess).toMatchObject({ available: false, reason: 'notPendingPayment' })
  return { w, f, accountId }
}

describe('a GIRO application rejected while it was to pay the registration fee', () => {
  it('opens the card and PayNow payment again, tells the family, and a card payment enrols the child', async () => {
    const { w, f, accountId } = await payingByGiro()
    const rejected = await setAccountStatus(w, accountId, 'rejected')
    expect(rejected.data?.updateBankAccountStatus.status).toBe('rejected')
    expect(await stateOf(w.school, f.family.enquiryId)).toBe(enquiryState('pending_registration_payment').id)
    const access = await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)
    expect(access.data?.getPaymentAccess).toMatchObject({
      available: true,
      reason: null,
      IDInvoice: f.invoiceId,
    })

    const told = {
      title: 'GIRO application rejected',
      body: expect.stringMatching(/was rejected.*pay it by card or PayNow, or apply for GIRO again/),
    }
    expect(await bellOf(w.school, f.family.parent.id)).toContainEqual(expect.objectContaining(told))
    expect(await emailsTo(w.school, f.family.parent.email)).toContainEqual({
      subject: told.title,
      text: expect.stringMatching(/pay it by card or PayNow, or apply for GIRO again/),
    })

    // The family applies again and pays by card: with GIRO set up, the payment enrols the child.
    await applyForGiro(w, f.family, { bankAccountNumber: '9876543210' })
    const session = await openSession(f)
    expect((await checkout(session.checkoutUrl, 'approve')).statusCode).toBe(303)
    expect(await stateOf(w.school, f.family.enquiryId)).toBe(enquiryState('enrolled').id)
    const status = await gql(ENROLMENT_STATUS, { IDEnquiry: f.family.enquiryId }, f.token)
    expect(status.data?.getEnrolmentStatus).toMatchObject({ invoicePaid: true, enrolled: true })
  })

  it('opens the payment again when the mandate is terminated before the fee was paid', async () => {
    const { w, f, accountId } = await payingByGiro()
    // An approved mandate under an enquiry still in pending_giro: left so by the approval-before-GIRO path this
    // branch also fixes (the data written before it).
    await w.school.db.update(bankAccounts).set({ status: 'approved' }).where(eq(bankAccounts.id, accountId))
    const ended = await setAccountStatus(w, accountId, 'terminated')
    expect(ended.data?.updateBankAccountStatus.status).toBe('terminated')
    expect(await stateOf(w.school, f.family.enquiryId)).toBe(enquiryState('pending_registration_payment').id)
    expect(await bellOf(w.school, f.family.parent.id)).toContainEqual(
      expect.objectContaining({ title: 'GIRO arrangement terminated' }),
    )
  })

  it('keeps waiting while another application of the child still stands', async () => {
    const { w, f, accountId } = await payingByGiro()
    // A second (non-CDA) application of the child still pays the fee by GIRO.
    await applyForGiro(w, f.family, { IsCDA: false, bankAccountNumber: '5555555555' })
    await setAccountStatus(w, accountId, 'rejected')
    expect(await stateOf(w.school, f.family.enquiryId)).toBe(enquiryState('pending_giro').id)
  })

  /*
   * The family choosing GIRO as the school records the rejection: whichever comes first, the enquiry must not end
   * in pending_giro with no application left. Repeated, as the order of two simultaneous requests is not fixed; the
   * race shows against PostgreSQL (TEST_DATABASE_URL), the embedded database running one mutation at a time.
   */
  it('never leaves the family waiting when it chooses GIRO as the application is rejected', async () => {
    const w = await buildGiroWorld()
    for (let round = 0; round < 4; round++) {
      const f = await payingFamily(w.school)
      const accountId = await applyForGiro(w, f.family)
      await Promise.all([
        gql(PAY_BY_GIRO, { IDEnquiry: f.family.enquiryId }, f.token),
        setAccountStatus(w, accountId, 'rejected'),
      ])
      expect(await stateOf(w.school, f.family.enquiryId)).toBe(
        enquiryState('pending_registration_payment').id,
      )
    }
  })
})
