import { Access, FeeMsg, MAX_FEES, ownRequestMessage } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildFamilyAtCentre, buildFeeDraft } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  ALL,
  APPROVE,
  CANCEL,
  CURRENT,
  DRAFTS,
  IMPACT,
  NEW_DRAFT,
  REJECT,
  SUBMIT,
  UPCOMING,
  UPDATE_ITEMS,
  newDraft,
  setup,
  staffAt,
} from './test-support'

describe('fee drafts', () => {
  it('drafts, submits and has another approver approve a change that takes effect on its date', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    const opened = await gql(
      NEW_DRAFT,
      {
        IDSchool: school.id,
        fkCentre: centre.id,
        data: { fkFeeTier: tier.tierId, effectiveFrom: '2099-01-01' },
      },
      maker.token,
    )
    const draft = opened.data!.newFeeDraft
    expect(draft).toMatchObject({ status: 'draft', items: [{ amount: 120_000, lastAmount: 120_000 }] })
    // The tier shows a request is open; a second one is refused.
    expect(
      (await gql(CURRENT, { IDSchool: school.id }, maker.token)).data!.findAllCurrentFeeTier[0].pending,
    ).toBe(true)
    const second = await gql(
      NEW_DRAFT,
      {
        IDSchool: school.id,
        fkCentre: centre.id,
        data: { fkFeeTier: tier.tierId, effectiveFrom: '2099-02-01' },
      },
      maker.token,
    )
    expect(second.errors?.[0].message).toBe(FeeMsg.openDraftExists)

    expect((await gql(SUBMIT, { IDFeeDraft: draft.ID }, maker.token)).errors?.[0].message).toBe(
      FeeMsg.noChange,
    )
    const items = [
      { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Singaporean', amount: 135_000 },
      { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Foreigner', amount: 180_000 },
    ]
    const updated = await gql(UPDATE_ITEMS, { IDFeeDraft: draft.ID, items }, maker.token)
    expect(updated.data!.updateFeeDraftItems.items).toEqual([
      { nationality: 'Foreigner', amount: 180_000, lastAmount: null },
      { nationality: 'Singaporean', amount: 135_000, lastAmount: 120_000 },
    ])
    expect(
      (await gql(SUBMIT, { IDFeeDraft: draft.ID, remark: 'Annual review' }, maker.token)).data!.submitFeeDraft
        .status,
    ).toBe('pending')
    const drafts = await gql(
      DRAFTS,
      { IDSchool: school.id, pagination: { page: 1, perPage: 1 } },
      approver.token,
    )
    expect(drafts.data!.findAllFeeDraft).toMatchObject({
      totalCount: 1,
      pendingCount: 1,
      data: [{ ID: draft.ID }],
    })

    const approved = await gql(APPROVE, { IDFeeDraft: draft.ID, remark: 'OK' }, approver.token)
    expect(approved.data!.approveFeeChangeRequest).toMatchObject({
      status: 'approved',
      approver: { ID: approver.id },
      activityLogs: [
        { status: 'draft', user: { ID: maker.id } },
        { status: 'pending', remark: 'Annual review' },
        { status: 'approved', remark: 'OK', user: { ID: approver.id } },
      ],
    })
    // Today's fee stands until the day before; the new ones apply from the effective date.
    const current = await gql(CURRENT, { IDSchool: school.id }, maker.token)
    expect(current.data!.findAllCurrentFeeTier[0]).toMatchObject({
      pending: false,
      fees: [{ amount: 120_000, effectiveTo: '2098-12-31' }],
    })
    const upcoming = await gql(UPCOMING, { IDSchool: school.id }, maker.token)
    expect(upcoming.data!.findAllUpcomingFeeTier[0].fees).toEqual([
      { amount: 180_000, effectiveFrom: '2099-01-01' },
      { amount: 135_000, effectiveFrom: '2099-01-01' },
    ])
  })

  it('shows the approver the families each change reaches and warns of an increase without notice', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    const a = await buildFamilyAtCentre(school, centre.id, tier)
    await buildFamilyAtCentre(school, centre.id, { ...tier, nationality: 'Permanent Resident' })
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const draftId = await buildFeeDraft(
      school,
      { ...tier, centreId: centre.id },
      { userId: maker.id, effectiveFrom: soon, amount: 130_000, lastAmount: 120_000 },
    )
    const impact = await gql(IMPACT, { IDFeeDraft: draftId }, approver.token)
    expect(impact.data!.getFeeDraftImpact).toEqual({
      noticeMonths: 4,
      needsNoticeWarning: true,
      lines: [
        {
          nationality: 'Singaporean',
          lastAmount: 120_000,
          amount: 130_000,
          difference: 10_000,
          numberOfChildren: 1,
        },
      ],
      families: [
        {
          parent: { ID: a.parent.id },
          difference: 10_000,
          children: [{ ID: a.childId, difference: 10_000 }],
        },
      ],
    })
    const later = await buildFeeDraft(
      school,
      { ...tier, centreId: centre.id },
      {
        userId: maker.id,
        status: 'pending',
        effectiveFrom: '2099-01-01',
        amount: 110_000,
        lastAmount: 120_000,
      },
    ).catch(() => null)
    // One open request per tier: the second insert is refused by the database.
    expect(later).toBeNull()
    // Only approvers see it: the maker without approve access is refused.
    expect(errorCode(await gql(IMPACT, { IDFeeDraft: draftId }, maker.token))).toBe('FORBIDDEN')
  })

  it('holds the maker-approver rules: not one’s own, only pending, a reason to reject, cancel by the requester', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    const selfApprover = await staffAt(school, centre.id, ALL)
    const ownDraft = await buildFeeDraft(
      school,
      { ...tier, centreId: centre.id },
      { userId: selfApprover.id },
    )
    const own = await gql(APPROVE, { IDFeeDraft: ownDraft }, selfApprover.token)
    expect(own.errors?.[0].message).toBe(ownRequestMessage)
    expect(
      (await gql(REJECT, { IDFeeDraft: ownDraft, remark: 'no' }, selfApprover.token)).errors?.[0].message,
    ).toBe(ownRequestMessage)
    expect(errorCode(await gql(REJECT, { IDFeeDraft: ownDraft, remark: ' ' }, approver.token))).toBe(
      'BAD_USER_INPUT',
    )
    // Someone else cannot cancel it; its requester can, and then it is no longer pending.
    expect((await gql(CANCEL, { IDFeeDraft: ownDraft }, maker.token)).errors?.[0].message).toBe(
      FeeMsg.notRequester,
    )
    expect(
      (await gql(CANCEL, { IDFeeDraft: ownDraft }, selfApprover.token)).data!.cancelFeeChangeRequest.status,
    ).toBe('cancelled')
    expect((await gql(APPROVE, { IDFeeDraft: ownDraft }, approver.token)).errors?.[0].message).toBe(
      FeeMsg.notPending,
    )
    // A draft not yet submitted cannot be approved; a rejected one cannot be approved after.
    const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
    expect((await gql(APPROVE, { IDFeeDraft: draftId }, approver.token)).errors?.[0].message).toBe(
      FeeMsg.notPending,
    )
    await gql(
      UPDATE_ITEMS,
      {
        IDFeeDraft: draftId,
        items: [{ fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Singaporean', amount: 1 }],
      },
      maker.token,
    )
    await gql(SUBMIT, { IDFeeDraft: draftId }, maker.token)
    expect((await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items: [] }, maker.token)).errors).toBeDefined()
    expect(
      (await gql(REJECT, { IDFeeDraft: draftId, remark: 'Too low' }, approver.token)).data!
        .rejectFeeChangeRequest.status,
    ).toBe('rejected')
    expect((await gql(APPROVE, { IDFeeDraft: draftId }, approver.token)).errors?.[0].message).toBe(
      FeeMsg.notPending,
    )
    expect(
      (await gql(CURRENT, { IDSchool: school.id }, maker.token)).data!.findAllCurrentFeeTier[0].fees[0]
        .amount,
    ).toBe(120_000)
  })

  it('lets only approvers of the draft’s centre decide, and refuses a date in the past', async () => {
    const { school, centre, other, tier, maker } = await setup()
    const draftId = await buildFeeDraft(school, { ...tier, centreId: centre.id }, { userId: maker.id })
    const otherCentre = await staffAt(school, other.id, ALL)
    const writer = await staffAt(school, centre.id, Access.read | Access.write)
    for (const token of [otherCentre.token, writer.token]) {
      expect(errorCode(await gql(APPROVE, { IDFeeDraft: draftId }, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(IMPACT, { IDFeeDraft: draftId }, token))).toBe('FORBIDDEN')
    }
    const past = await gql(
      NEW_DRAFT,
      {
        IDSchool: school.id,
        fkCentre: centre.id,
        data: { fkFeeTier: tier.tierId, effectiveFrom: '2020-01-01' },
      },
      maker.token,
    )
    expect(past.errors?.[0].extensions?.fields?.effectiveFrom).toBe(FeeMsg.effectiveFromPast)
    const wrongCentre = await gql(
      NEW_DRAFT,
      {
        IDSchool: school.id,
        fkCentre: other.id,
        data: { fkFeeTier: tier.tierId, effectiveFrom: '2099-01-01' },
      },
      maker.token,
    )
    expect(wrongCentre.errors?.[0].message).toBe(FeeMsg.tierNotAtCentre)
  })

  it('refuses more amounts than a tier may hold', async () => {
    const { school, centre, tier, maker } = await setup()
    const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
    const items = Array.from({ length: MAX_FEES + 1 }, (_, i) => ({
      fkLevel: tier.levelId,
      fkProgram: tier.programId,
      nationality: `N${i}`,
      amount: 100,
    }))
    const result = await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items }, maker.token)
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0].message).toBe(FeeMsg.tooManyFees)
  })
})
