import { Access, addDays, FeeMsg, singaporeToday } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { errorCode, gql } from '../../test/server'
import { monthlyFeeFor } from './fee-lookup'
import { NEW_TIER, setup, staffAt } from './test-support'

/** Issue 29 item 20: a principal added a tier from 1990 at 1 cent, and families' fees fell at once. */
describe('a new fee tier is never backdated', () => {
  it('refuses a tier from 1990 at 1 cent, and the family keeps its fee', async () => {
    const { school, centre, tier } = await setup()
    const principal = await staffAt(school, centre.id, Access.read | Access.write)
    const today = singaporeToday()
    const question = {
      schoolId: school.id,
      centreId: centre.id,
      levelId: tier.levelId,
      programId: tier.programId,
      nationality: 'Singaporean',
      registrationDay: today,
      feeDay: today,
    }
    const before = await monthlyFeeFor(school.db, question)
    expect(before?.amountCents).toBe(120_000)
    const fee = {
      fkLevel: tier.levelId,
      fkProgram: tier.programId,
      nationality: 'Singaporean',
      amount: 1,
      effectiveFrom: '1990-01-01',
    }
    const data = {
      fkCentre: centre.id,
      fkGroup: tier.groupId,
      label: 'Cheap',
      effectiveForRegistrationFrom: '1990-01-01',
      fees: [fee],
    }
    const attack = await gql(NEW_TIER, { IDSchool: school.id, data }, principal.token)
    expect(errorCode(attack)).toBe('BAD_USER_INPUT')
    expect(attack.errors?.[0].extensions?.fields).toEqual({
      effectiveForRegistrationFrom: FeeMsg.tierStartPast,
      'fees.0.effectiveFrom': FeeMsg.tierStartPast,
    })
    const yesterday = addDays(today, -1)
    const lateByADay = await gql(
      NEW_TIER,
      {
        IDSchool: school.id,
        data: { ...data, effectiveForRegistrationFrom: today, fees: [{ ...fee, effectiveFrom: yesterday }] },
      },
      principal.token,
    )
    expect(lateByADay.errors?.[0].extensions?.fields).toEqual({
      'fees.0.effectiveFrom': FeeMsg.tierStartPast,
    })
    expect(await monthlyFeeFor(school.db, question)).toEqual(before)
    // From today is not backdated: the tier is added, and the tier open since earlier still sets the family's fee.
    const fromToday = await gql(
      NEW_TIER,
      {
        IDSchool: school.id,
        data: { ...data, effectiveForRegistrationFrom: today, fees: [{ ...fee, effectiveFrom: today }] },
      },
      principal.token,
    )
    expect(fromToday.errors).toBeUndefined()
    expect(await monthlyFeeFor(school.db, question)).toEqual(before)
  })
})
