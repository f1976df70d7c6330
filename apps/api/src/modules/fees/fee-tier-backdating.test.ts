import { Access, addDays, FeeMsg, singaporeToday } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { feeTiers } from '../../db/schema'
import { errorCode, gql } from '../../test/server'
import { monthlyFeeFor } from './fee-lookup'
import { APPROVE, DRAFTS, NEW_TIER, setup, staffAt } from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "today" is the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

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

/** Issue 29 item 20: a new tier is a fee change like any other, so it needs a second person before it applies. */
describe('a new fee tier reaches families only once another person approves it', () => {
  it('is added inactive with a pending request that its maker cannot approve and an approver can', async () => {
    const { school, centre, tier, approver } = await setup()
    // The tier open since earlier is closed, so the new one would be the centre's only tier for new families.
    await school.db.update(feeTiers).set({ active: false }).where(eq(feeTiers.id, tier.tierId))
    const principal = await staffAt(school, centre.id, Access.read | Access.write | Access.approve)
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
    const fee = {
      fkLevel: tier.levelId,
      fkProgram: tier.programId,
      nationality: 'Singaporean',
      amount: 1,
      effectiveFrom: today,
    }
    const data = {
      fkCentre: centre.id,
      fkGroup: tier.groupId,
      label: 'Cheap',
      effectiveForRegistrationFrom: today,
      fees: [fee],
    }
    const added = await gql(NEW_TIER, { IDSchool: school.id, data }, principal.token)
    expect(added.errors).toBeUndefined()
    expect(await monthlyFeeFor(school.db, question)).toBeNull()
    const drafts = await gql(DRAFTS, { IDSchool: school.id, filter: { status: 'pending' } }, approver.token)
    const request = drafts.data!.findAllFeeDraft.data
    expect(request).toHaveLength(1)
    const own = await gql(APPROVE, { IDFeeDraft: request[0].ID }, principal.token)
    expect(errorCode(own)).toBe('FORBIDDEN')
    expect(await monthlyFeeFor(school.db, question)).toBeNull()
    const approved = await gql(APPROVE, { IDFeeDraft: request[0].ID, remark: 'Checked' }, approver.token)
    expect(approved.data!.approveFeeChangeRequest.status).toBe('approved')
    expect((await monthlyFeeFor(school.db, question))?.amountCents).toBe(1)
  })
})
