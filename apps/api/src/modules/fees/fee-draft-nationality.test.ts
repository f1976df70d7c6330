import { describe, expect, it } from 'vitest'
import { buildFamilyAtCentre, buildFeeDraft } from '../../test/builders'
import { gql } from '../../test/server'
import { APPROVE, CURRENT, IMPACT, SUBMIT, UPCOMING, UPDATE_ITEMS, newDraft, setup } from './test-support'

describe('fee change request and the nationality as written', () => {
  it('changes the tier fee it names: the old amount ends the day before, no second fee stands beside it', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
    const items = [
      { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'SINGAPOREAN', amount: 135_000 },
    ]
    const updated = await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items }, maker.token)
    // The draft shows the tier's own spelling, as the fee it changes.
    expect(updated.data!.updateFeeDraftItems.items).toEqual([
      { nationality: 'Singaporean', amount: 135_000, lastAmount: 120_000 },
    ])
    expect((await gql(SUBMIT, { IDFeeDraft: draftId }, maker.token)).errors).toBeUndefined()
    expect((await gql(APPROVE, { IDFeeDraft: draftId }, approver.token)).errors).toBeUndefined()

    const current = await gql(CURRENT, { IDSchool: school.id }, maker.token)
    expect(current.data!.findAllCurrentFeeTier[0].fees).toMatchObject([
      { nationality: 'Singaporean', amount: 120_000, effectiveTo: '2098-12-31' },
    ])
    const upcoming = await gql(UPCOMING, { IDSchool: school.id }, maker.token)
    expect(upcoming.data!.findAllUpcomingFeeTier[0].fees).toEqual([
      { amount: 135_000, effectiveFrom: '2099-01-01' },
    ])
  })

  it('shows the approver the children whose nationality is the fee’s class in other words', async () => {
    const { school, centre, tier, maker, approver } = await setup()
    // Children carry the code label ('Singapore Citizen'); fees say 'Singaporean': the invoice charges them alike.
    const citizen = await buildFamilyAtCentre(school, centre.id, {
      ...tier,
      nationality: 'Singapore Citizen',
    })
    await buildFamilyAtCentre(school, centre.id, { ...tier, nationality: 'Permanent Resident' })
    const draftId = await buildFeeDraft(
      school,
      { ...tier, centreId: centre.id },
      {
        userId: maker.id,
        status: 'pending',
        effectiveFrom: '2099-01-01',
        amount: 130_000,
        lastAmount: 120_000,
      },
    )
    const impact = await gql(IMPACT, { IDFeeDraft: draftId }, approver.token)
    expect(impact.data!.getFeeDraftImpact).toMatchObject({
      lines: [{ nationality: 'Singaporean', difference: 10_000, numberOfChildren: 1 }],
      families: [{ parent: { ID: citizen.parent.id }, children: [{ ID: citizen.childId }] }],
    })
  })
})
