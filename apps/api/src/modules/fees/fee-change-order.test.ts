import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries } from '../../db/schema'
import { buildHQ } from '../../test/builders'
import { gql } from '../../test/server'
import { DRAFT_MONTHLY, paymentWorld } from '../ledger/test-support'
import { ALL, APPROVE, CANCEL, CURRENT, NEW_DRAFT, SUBMIT, UPCOMING, UPDATE_ITEMS } from './test-support'

describe('fee changes approved out of date order', () => {
  it('keeps a later approved change when an earlier one is approved after it', async () => {
    const { school, family } = await paymentWorld()
    const maker = await buildHQ(school, { fee_management: ALL })
    const approver = await buildHQ(school, { fee_management: ALL })
    const [tier] = (await gql(CURRENT, { IDSchool: school.id }, maker.token)).data!.findAllCurrentFeeTier
    const key = { fkLevel: family.levelId, fkProgram: family.programId, nationality: 'Singaporean' }

    async function approveChange(effectiveFrom: string, amount: number) {
      const opened = await gql(
        NEW_DRAFT,
        { IDSchool: school.id, fkCentre: family.centreId, data: { fkFeeTier: tier.ID, effectiveFrom } },
        maker.token,
      )
      const id = opened.data!.newFeeDraft.ID
      await gql(UPDATE_ITEMS, { IDFeeDraft: id, items: [{ ...key, amount }] }, maker.token)
      expect((await gql(SUBMIT, { IDFeeDraft: id }, maker.token)).data?.submitFeeDraft.status).toBe('pending')
      expect(
        (await gql(APPROVE, { IDFeeDraft: id }, approver.token)).data?.approveFeeChangeRequest.status,
      ).toBe('approved')
    }
    await approveChange('2099-06-01', 150_000)
    await approveChange('2099-01-01', 130_000)

    const upcoming = await gql(UPCOMING, { IDSchool: school.id }, maker.token)
    expect(upcoming.data!.findAllUpcomingFeeTier[0].fees).toEqual(
      expect.arrayContaining([
        { amount: 130_000, effectiveFrom: '2099-01-01' },
        { amount: 150_000, effectiveFrom: '2099-06-01' },
      ]),
    )
    const current = await gql(CURRENT, { IDSchool: school.id }, maker.token)
    expect(current.data!.findAllCurrentFeeTier[0].fees).toMatchObject([
      { amount: 120_000, effectiveTo: '2098-12-31' },
    ])

    // A new request reads the fee it changes on its own date: January's in March, June's in July.
    async function lastAmountOn(effectiveFrom: string) {
      const opened = await gql(
        NEW_DRAFT,
        { IDSchool: school.id, fkCentre: family.centreId, data: { fkFeeTier: tier.ID, effectiveFrom } },
        maker.token,
      )
      const draft = opened.data!.newFeeDraft
      await gql(CANCEL, { IDFeeDraft: draft.ID }, maker.token)
      return draft.items.map((i) => i.lastAmount)
    }
    expect(await lastAmountOn('2099-03-15')).toEqual([130_000])
    expect(await lastAmountOn('2099-07-15')).toEqual([150_000])

    // The family's first month is billed at the fee of that month.
    async function monthlyFeeIn(month: string) {
      await school.db
        .update(enquiries)
        .set({ enrollmentPlan: month })
        .where(eq(enquiries.id, family.enquiryId))
      const draft = await gql(DRAFT_MONTHLY, { IDEnquiry: family.enquiryId }, family.parent.token)
      return draft.data?.getEnquiryDraftMonthlyFeeInvoice?.items[0].unitPrice
    }
    expect(await monthlyFeeIn('2099-03-01')).toBe(130_000)
    expect(await monthlyFeeIn('2099-07-01')).toBe(150_000)
  })
})
