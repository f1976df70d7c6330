import { describe, expect, it } from 'vitest'
import { errorCode, gql } from '../../test/server'
import { raiseRefund } from '../ledger'
import { buildRunWorld, REFUNDS } from './test-support'

describe('findAllConsolidatedRefund', () => {
  it('groups a family’s refunds with their total, by status, for staff who reach the centre', async () => {
    const w = await buildRunWorld()
    const base = {
      schoolId: w.school.id,
      centreId: w.centre.id,
      childId: w.working.childId,
      refundDate: '2027-03-31',
    }
    await raiseRefund(w.school.db, {
      ...base,
      label: 'Deposit refund',
      amountCents: 120_000,
      refundType: 'deposit',
      isCda: false,
      source: 'withdrawal',
      sourceId: 1,
    })
    await raiseRefund(w.school.db, {
      ...base,
      label: 'Fee refund (CDA)',
      amountCents: 30_000,
      refundType: 'fee',
      isCda: true,
      source: 'withdrawal',
      sourceId: 1,
    })
    const list = await gql(REFUNDS, { IDSchool: w.school.id, filter: { status: 'pending' } }, w.maker.token)
    expect(list.data!.findAllConsolidatedRefund).toEqual({
      totalCount: 1,
      data: [
        {
          IDChild: w.working.childId,
          totalAmount: 150_000,
          refunds: [
            { label: 'Deposit refund', amount: 120_000, status: 'pending', isCda: false },
            { label: 'Fee refund (CDA)', amount: 30_000, status: 'pending', isCda: true },
          ],
        },
      ],
    })
    const completed = await gql(
      REFUNDS,
      { IDSchool: w.school.id, filter: { status: 'completed' } },
      w.maker.token,
    )
    expect(completed.data!.findAllConsolidatedRefund.totalCount).toBe(0)
    const elsewhere = await gql(REFUNDS, { IDSchool: w.school.id }, w.otherStaff.token)
    expect(elsewhere.data!.findAllConsolidatedRefund.totalCount).toBe(0)
    expect(errorCode(await gql(REFUNDS, { IDSchool: w.school.id }, w.reader.token))).toBe('FORBIDDEN')
    expect(
      errorCode(await gql(REFUNDS, { IDSchool: w.school.id, filter: { status: 'lost' } }, w.maker.token)),
    ).toBe('BAD_USER_INPUT')
  })
})
