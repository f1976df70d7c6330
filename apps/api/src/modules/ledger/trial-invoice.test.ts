import { describe, expect, it } from 'vitest'
import { buildPaymentSituation, buildSchool, buildVisit } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const TRIAL = graphql(`
  query LedgerTrialInvoice($IDEnquiry: Int!) {
    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
      amount
      status
      invoice {
        invoiceNo
        invoiceType
        grandTotal
        outstandingAmount
        items {
          label
          unitPrice
          taxAmount
        }
      }
    }
  }
`)

async function familyWithTrial(paymentStatus: 'pending' | 'completed') {
  const school = await buildSchool()
  const family = await buildPaymentSituation(school, { state: 'pending_trial_payment' })
  await buildVisit(school, family, {
    centreId: family.centreId,
    from: new Date(Date.now() + 7 * 86_400_000),
    overrides: { visitType: 'trial', trialPeriodFee: 2_500, trialPeriodPaymentStatus: paymentStatus },
  })
  return family
}

describe('the trial class invoice', () => {
  it('issues the unpaid trial fee as a real invoice once, untaxed without a trial item', async () => {
    const family = await familyWithTrial('pending')
    const first = await gql(TRIAL, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(first.data?.getTrialPeriodInvoice?.invoice).toEqual({
      invoiceNo: 'INV-000001',
      invoiceType: 'trial',
      grandTotal: 2_500,
      outstandingAmount: 2_500,
      items: [{ label: 'Trial class', unitPrice: 2_500, taxAmount: 0 }],
    })
    const again = await gql(TRIAL, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(again.data?.getTrialPeriodInvoice?.invoice?.invoiceNo).toBe('INV-000001')
  })

  it('issues none for a trial fee already paid at the centre', async () => {
    const family = await familyWithTrial('completed')
    const result = await gql(TRIAL, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(result.data?.getTrialPeriodInvoice).toMatchObject({ amount: 2_500, invoice: null })
  })
})
