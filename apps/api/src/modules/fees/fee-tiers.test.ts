import { Access, FeeMsg, MAX_FEES, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildFamilyAtCentre, buildFeeTier, buildParent } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { CURRENT, GROUPS, NEW_TIER, UPCOMING, setup, staffAt } from './test-support'

const tierData = (
  fkCentre: number,
  tier: { groupId: number; levelId: number; programId: number },
  o = {},
) => ({
  fkCentre,
  fkGroup: tier.groupId,
  label: 'Tier 2099',
  effectiveForRegistrationFrom: '2099-01-01',
  fees: [
    {
      fkLevel: tier.levelId,
      fkProgram: tier.programId,
      nationality: 'Singaporean',
      amount: 150_000,
      effectiveFrom: '2099-01-01',
    },
  ],
  ...o,
})

describe('fee tiers', () => {
  it('lists current tiers with today’s fees and the children per level, and upcoming ones with later fees', async () => {
    const { school, centre, tier, maker } = await setup()
    await buildFamilyAtCentre(school, centre.id, tier)
    await buildFamilyAtCentre(school, centre.id, { ...tier, nationality: 'Permanent Resident' })
    const current = await gql(CURRENT, { IDSchool: school.id }, maker.token)
    expect(current.data!.findAllCurrentFeeTier).toMatchObject([
      {
        ID: tier.tierId,
        pending: false,
        fees: [{ nationality: 'Singaporean', amount: 120_000, effectiveTo: null }],
        numberOfChildren: [{ level: { ID: tier.levelId }, numberOfChildren: 2 }],
      },
    ])
    const created = await gql(NEW_TIER, { IDSchool: school.id, data: tierData(centre.id, tier) }, maker.token)
    expect(created.data!.newFeeTier).toMatchObject({ label: 'Tier 2099', fees: [{ amount: 150_000 }] })
    const upcoming = await gql(UPCOMING, { IDSchool: school.id }, maker.token)
    expect(upcoming.data!.findAllUpcomingFeeTier).toEqual([
      {
        ID: created.data!.newFeeTier.ID,
        active: false,
        pending: true,
        fees: [{ amount: 150_000, effectiveFrom: '2099-01-01' }],
      },
    ])
    const groups = await gql(GROUPS, { IDSchool: school.id }, maker.token)
    expect(groups.data!.findAllFeeGroup.map((g) => g.ID)).toEqual([tier.groupId])
  })

  it('refuses fees in fractions of a cent, duplicates, levels the centre does not offer and unknown groups', async () => {
    const { school, centre, other, tier, maker } = await setup()
    const elsewhere = await buildFeeTier(school, other.id)
    const fee = tierData(centre.id, tier).fees[0]
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fees: [{ ...fee, amount: -1 }] }, 'fees.0.amount', FeeMsg.amount],
      [{ fees: [fee, fee] }, 'fees', FeeMsg.duplicateFee],
      // Nationality is free text, so only a cap stops thousands of fees (one statement past the bind limit).
      [
        { fees: Array.from({ length: MAX_FEES + 1 }, (_, i) => ({ ...fee, nationality: `N${i}` })) },
        'fees',
        FeeMsg.tooManyFees,
      ],
      [
        { fees: [{ ...fee, fkLevel: elsewhere.levelId, fkProgram: elsewhere.programId }] },
        'fees.0.fkProgram',
        FeeMsg.levelNotAtCentre,
      ],
      [{ fkGroup: 999_999 }, 'fkGroup', FeeMsg.unknownGroup],
      [{ label: ' ' }, 'label', V.required],
      [
        { effectiveForRegistrationTo: '2098-12-31' },
        'effectiveForRegistrationTo',
        FeeMsg.registrationToAfterFrom,
      ],
    ]
    for (const [overrides, field, message] of cases) {
      const result = await gql(
        NEW_TIER,
        { IDSchool: school.id, data: tierData(centre.id, tier, overrides) },
        maker.token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].extensions?.fields?.[field]).toBe(message)
    }
    expect((await gql(UPCOMING, { IDSchool: school.id }, maker.token)).data!.findAllUpcomingFeeTier).toEqual(
      [],
    )
  })

  it('keeps staff to their centres and refuses parents, read-only staff writing and other schools', async () => {
    const { school, centre, other, tier, maker } = await setup()
    const elsewhere = await buildFeeTier(school, other.id)
    const scoped = await staffAt(school, centre.id, Access.read | Access.write)
    const readOnly = await staffAt(school, centre.id, Access.read)
    const parent = await buildParent(school)
    const seen = await gql(CURRENT, { IDSchool: school.id }, scoped.token)
    expect(seen.data!.findAllCurrentFeeTier.map((t) => t.ID)).toEqual([tier.tierId])
    const intoOther = await gql(
      NEW_TIER,
      { IDSchool: school.id, data: tierData(other.id, elsewhere) },
      scoped.token,
    )
    expect(errorCode(intoOther)).toBe('FORBIDDEN')
    for (const token of [readOnly.token, parent.token]) {
      const result = await gql(NEW_TIER, { IDSchool: school.id, data: tierData(centre.id, tier) }, token)
      expect(result.errors?.[0].message).toBe('unauthorized')
    }
    expect(errorCode(await gql(CURRENT, { IDSchool: school.id }, parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(CURRENT, { IDSchool: school.id }))).toBe('UNAUTHENTICATED')
    const theirs = await setup()
    expect(errorCode(await gql(CURRENT, { IDSchool: theirs.school.id }, maker.token))).toBe('FORBIDDEN')
    const foreignCentre = await gql(
      NEW_TIER,
      { IDSchool: school.id, data: tierData(theirs.centre.id, tier) },
      maker.token,
    )
    expect(errorCode(foreignCentre)).toBe('FORBIDDEN')
  })
})
