import { FeeMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { errorCode, gql } from '../../test/server'
import { ALL, APPROVE, CURRENT, SUBMIT, UPDATE_ITEMS, newDraft, setup, staffAt } from './test-support'

describe('four eyes on a fee change request', () => {
  it('lets no one but its requester change or submit it, so an approver cannot approve amounts they set', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
    const items = [
      { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Singaporean', amount: 1 },
    ]
    const edited = await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items }, approver.token)
    expect(errorCode(edited)).toBe('FORBIDDEN')
    expect(edited.errors?.[0].message).toBe(FeeMsg.notRequesterChange)
    // The requester's own change, submitted by someone else, is refused too: the submission is the requester's.
    await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items }, maker.token)
    const colleague = await staffAt(school, centre.id, ALL)
    expect((await gql(SUBMIT, { IDFeeDraft: draftId }, colleague.token)).errors?.[0].message).toBe(
      FeeMsg.notRequesterChange,
    )
    expect((await gql(APPROVE, { IDFeeDraft: draftId }, approver.token)).errors?.[0].message).toBe(
      FeeMsg.notPending,
    )
    const current = await gql(CURRENT, { IDSchool: school.id }, maker.token)
    expect(current.data!.findAllCurrentFeeTier[0].fees).toMatchObject([
      { amount: 120_000, effectiveTo: null },
    ])
  })
})
