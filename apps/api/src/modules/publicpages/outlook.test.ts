import { ECDA_SUBSIDY_SCHEDULE, MAX_OUTLOOK_CENTRES } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildFeeTier } from '../../test/builders/fees'
import { buildSchool } from '../../test/builders/school'
import { graphql } from '../../test/generated'
import type { PublicCentreOutlooksQueryVariables } from '../../test/generated/graphql'
import { gqlFrom, newIp } from '../identity/test-support'
import { insertSubsidySchedule } from '../registration'
import {
  buildWaitlistWorld,
  capacity,
  monthAhead,
  waitingFamily,
  type WaitlistWorld,
} from '../waitlist/test-support'

const OUTLOOKS = graphql(`
  query PublicCentreOutlooks(
    $IDSchool: Int!
    $centres: [Int!]!
    $level: Int!
    $enrollmentDate: Date!
    $household: PublicHouseholdInput
  ) {
    getCentreOutlooks(
      IDSchool: $IDSchool
      centres: $centres
      level: $level
      enrollmentDate: $enrollmentDate
      household: $household
    ) {
      fkCentre
      levelLabels
      queueLength
      expectedOfferMonth
      monthlyFeeCents
      programLabel
      subsidyCents
      feeAfterSubsidyCents
    }
  }
`)

/** A centre with a $1,200 fee for the world's level, two families waiting two months ahead, places from month 4. */
async function world() {
  const w = await buildWaitlistWorld()
  await buildFeeTier(w.school, w.centreId, { levelId: w.levelId, amount: 120_000 })
  await insertSubsidySchedule(w.school.db, w.school.id, ECDA_SUBSIDY_SCHEDULE)
  await capacity(w, 1, monthAhead(3))
  await capacity(w, 3, monthAhead(4))
  await waitingFamily(w)
  await waitingFamily(w)
  return w
}

const ask = (w: WaitlistWorld, vars: Partial<PublicCentreOutlooksQueryVariables> = {}, ip = newIp()) =>
  gqlFrom(ip, OUTLOOKS, {
    IDSchool: w.school.id,
    centres: [w.centreId],
    level: w.levelId,
    enrollmentDate: monthAhead(2),
    ...vars,
  })

describe('getCentreOutlooks: what a family enquiring today can expect, anonymously', () => {
  it("gives the queue, the waitlist's expected month and the fee after the subsidy estimate, nothing of a family", async () => {
    const w = await world()
    const result = await ask(w, {
      household: { working: true, citizen: true, householdIncomeCents: 400_000 },
    })
    expect(result.errors).toBeUndefined()
    // A third family needs 3 places: month 4 has them (month 3 only 1). Working: $300 basic + $440 (<= $4,500).
    expect(result.data!.getCentreOutlooks).toEqual([
      {
        fkCentre: w.centreId,
        levelLabels: [expect.stringMatching(/^Nursery/)],
        queueLength: 2,
        expectedOfferMonth: monthAhead(4),
        monthlyFeeCents: 120_000,
        programLabel: 'Full Day',
        subsidyCents: 74_000,
        feeAfterSubsidyCents: 46_000,
      },
    ])
    const text = JSON.stringify(result)
    expect(text).not.toContain('Ava')
    expect(text).not.toContain('@')
  })

  it('without a household, the full fee; a non-citizen gets no subsidy', async () => {
    const w = await world()
    const plain = (await ask(w)).data!.getCentreOutlooks[0]
    expect(plain).toMatchObject({ subsidyCents: 0, feeAfterSubsidyCents: 120_000 })
    const foreign = await ask(w, {
      household: { working: true, citizen: false, householdIncomeCents: 100_000 },
    })
    expect(foreign.data!.getCentreOutlooks[0].subsidyCents).toBe(0)
  })

  it("answers nothing about another school's centre", async () => {
    const w = await world()
    const other = await buildSchool()
    const result = await ask(w, { IDSchool: w.school.id, centres: [w.otherCentreId, w.centreId] })
    expect(result.data!.getCentreOutlooks[0]).toMatchObject({ queueLength: 0, monthlyFeeCents: null })
    // The world's level is not another school's: refused as unknown.
    const foreign = await ask(w, { IDSchool: other.id })
    expect(foreign.errors?.[0].message).toBe('Level not found')
  })

  it('refuses hostile input: too many centres, a bad date, a negative or huge income', async () => {
    const w = await world()
    const many = Array.from({ length: MAX_OUTLOOK_CENTRES + 1 }, (_, i) => i + 1)
    expect((await ask(w, { centres: many })).errors?.[0].message).toContain('Ask for 1 to 20 centres')
    expect((await ask(w, { centres: [] })).errors?.[0].message).toContain('Ask for 1 to 20 centres')
    expect((await ask(w, { enrollmentDate: '2026-02-30' })).errors).toBeDefined()
    const income = (householdIncomeCents: number) =>
      ask(w, { household: { working: true, citizen: true, householdIncomeCents } })
    expect((await income(-1)).errors?.[0].message).toContain(
      'Household income must be a whole amount from 0 to 1,000,000',
    )
    expect((await income(10_000_000_000)).errors).toBeDefined()
  })

  it('is limited per client address', async () => {
    const w = await world()
    const ip = newIp()
    for (let i = 0; i < 60; i++) expect((await ask(w, {}, ip)).errors).toBeUndefined()
    expect((await ask(w, {}, ip)).errors?.[0].message).toMatch(/too many/i)
    expect((await ask(w, {}, newIp())).errors).toBeUndefined()
  })
})
