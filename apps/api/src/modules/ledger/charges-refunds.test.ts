import { describe, expect, it } from 'vitest'
import { buildPaymentSituation, buildSchool } from '../../test/builders'
import {
  type ChargeInput,
  cancelRefunds,
  raiseRefund,
  type RefundInput,
  recordCharge,
  selectChildCharges,
  voidCharges,
} from './index'

async function situation() {
  const school = await buildSchool()
  const family = await buildPaymentSituation(school)
  const latePickup = (sourceId: number, over: Partial<ChargeInput> = {}): ChargeInput => ({
    schoolId: school.id,
    centreId: family.centreId,
    childId: family.childId,
    chargeDate: '2027-03-03',
    source: 'late_pickup',
    sourceId,
    label: 'Late pickup on 3 Mar 2027 (25 min)',
    quantity: 2,
    unitPriceCents: 1_000,
    taxable: true,
    cdaPayable: false,
    ...over,
  })
  return { school, family, latePickup }
}

describe('charges', () => {
  it('records a charge once per cause: a replay returns the live charge unchanged', async () => {
    const { school, family, latePickup } = await situation()
    const first = await recordCharge(school.db, latePickup(7))
    const replay = await recordCharge(school.db, latePickup(7, { quantity: 5 }))
    expect(replay.id).toBe(first.id)
    expect(replay.amountCents).toBe(2_000)
    const rows = await selectChildCharges(school.db, school.id, family.childId, '2027-03-01', '2027-03-31')
    expect(rows.map((r) => [r.source, r.sourceId, r.amountCents])).toEqual([['late_pickup', 7, 2_000]])
  })

  it('keeps several lines of one cause apart (child fee and guest fee of an RSVP)', async () => {
    const { school, family, latePickup } = await situation()
    const event = (line: string, cents: number) =>
      latePickup(3, { source: 'event', line, unitPriceCents: cents, quantity: 1, cdaPayable: true })
    await recordCharge(school.db, event('child', 2_500))
    await recordCharge(school.db, event('guests', 1_000))
    const rows = await selectChildCharges(school.db, school.id, family.childId, '2027-03-01', '2027-03-31')
    expect(rows.map((r) => [r.line, r.amountCents, r.cdaPayable])).toEqual([
      ['child', 2_500, true],
      ['guests', 1_000, true],
    ])
  })

  it('voids the unbilled charges of a cause with a remark, and then records it anew', async () => {
    const { school, family, latePickup } = await situation()
    const first = await recordCharge(school.db, latePickup(9))
    expect(await voidCharges(school.db, school.id, 'late_pickup', 9, 'Pickup time corrected')).toBe(1)
    expect(
      await selectChildCharges(school.db, school.id, family.childId, '2027-03-01', '2027-03-31'),
    ).toEqual([])
    // Several causes at once (an event cancelled with all its RSVPs): one statement, the others untouched.
    await recordCharge(school.db, latePickup(21))
    await recordCharge(school.db, latePickup(22))
    await recordCharge(school.db, latePickup(23))
    expect(await voidCharges(school.db, school.id, 'late_pickup', [21, 22], 'Event cancelled')).toBe(2)
    expect(await voidCharges(school.db, school.id, 'late_pickup', [], 'Nothing')).toBe(0)
    const left = await selectChildCharges(school.db, school.id, family.childId, '2027-03-01', '2027-03-31')
    expect(left.map((c) => c.sourceId)).toEqual([23])
    const again = await recordCharge(school.db, latePickup(9, { quantity: 1 }))
    expect(again.id).not.toBe(first.id)
    expect(again.amountCents).toBe(1_000)
  })

  it('refuses a non-positive quantity or a negative price before touching the database', async () => {
    const { school, latePickup } = await situation()
    await expect(recordCharge(school.db, latePickup(1, { quantity: 0 }))).rejects.toThrow(RangeError)
    await expect(recordCharge(school.db, latePickup(1, { unitPriceCents: -5 }))).rejects.toThrow(RangeError)
  })
})

describe('refunds', () => {
  it('raises a refund once per cause, type and part, and cancels the pending ones of a cause', async () => {
    const { school, family } = await situation()
    const deposit = (isCda: boolean, amountCents: number): RefundInput => ({
      schoolId: school.id,
      centreId: family.centreId,
      childId: family.childId,
      refundDate: '2027-04-30',
      label: 'Deposit refund',
      amountCents,
      refundType: 'deposit',
      isCda,
      source: 'withdrawal',
      sourceId: 11,
    })
    const cash = await raiseRefund(school.db, deposit(false, 50_000))
    const cda = await raiseRefund(school.db, deposit(true, 20_000))
    expect(cda.id).not.toBe(cash.id)
    expect((await raiseRefund(school.db, deposit(false, 99_999))).id).toBe(cash.id)
    await expect(raiseRefund(school.db, deposit(false, 0))).rejects.toThrow(RangeError)
    expect(await cancelRefunds(school.db, school.id, 'withdrawal', 11, 'Withdrawal cancelled')).toBe(2)
    const again = await raiseRefund(school.db, deposit(false, 40_000))
    expect([again.id === cash.id, again.amountCents, again.status]).toEqual([false, 40_000, 'pending'])
  })
})
