import { Access, addMonths } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAccounts, childClasses, childLevels, refunds, withdrawals } from '../../db/schema'
import { buildBankAccount, buildBankAccountReasons, buildHQ } from '../../test/builders'
import { gql, runJobNow } from '../../test/server'
import { completeWithdrawal, withdrawalLastDay } from './last-day'
import { approved, CANCEL, COMPLETED, GET, setup, today, VACANCIES } from './test-support'

/** An approved withdrawal whose last day is today: noticed 40 days ago. */
async function dueToday(w: Awaited<ReturnType<typeof setup>>) {
  const id = await approved(w)
  await w.school.db
    .update(withdrawals)
    .set({ noticeDate: '2025-01-01', effectiveDate: today() })
    .where(eq(withdrawals.id, id))
  return id
}

describe('the last-day job', () => {
  it('ends the seat and class, raises the deposit refund, ends GIRO and completes the withdrawal, once', async () => {
    const w = await setup()
    await buildBankAccountReasons(w.school)
    const accountId = await buildBankAccount(w.school, {
      childId: w.childId,
      isCda: false,
      status: 'approved',
    })
    const id = await dueToday(w)
    await runJobNow(withdrawalLastDay)
    await runJobNow(withdrawalLastDay)
    const [seat] = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, w.childId))
    expect(seat).toMatchObject({ to: today(), moveReason: 'withdrawn' })
    const [placement] = await w.school.db
      .select()
      .from(childClasses)
      .where(eq(childClasses.fkChild, w.childId))
    expect(placement.to).toBe(today())
    const raised = await w.school.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.source, 'withdrawal'), eq(refunds.sourceId, id)))
    expect(raised).toMatchObject([
      { amountCents: 120_000, refundType: 'deposit', isCda: false, status: 'pending' },
    ])
    const [account] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(account.status).toBe('terminated')
    const done = await gql(COMPLETED, { IDSchool: w.school.id }, w.hq.token)
    expect(done.data!.findAllWithdrawal.data).toMatchObject([{ ID: id, status: 'withdrawn' }])
    const logs = (await gql(GET, { IDWithdrawal: id }, w.parent.token)).data!.getWithdrawalDraft.activityLogs
    expect(logs.at(-1)).toEqual({ status: 'withdrawn', remark: null, user: null })
  })

  it('leaves a withdrawal whose last day is still to come, and one cancelled, alone', async () => {
    const w = await setup()
    const id = await approved(w)
    await gql(CANCEL, { IDWithdrawal: id }, w.centreStaff.token)
    await runJobNow(withdrawalLastDay)
    const [seat] = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, w.childId))
    expect(seat.to).toBeNull()
    expect(await w.school.db.select().from(refunds).where(eq(refunds.sourceId, id))).toEqual([])
  })

  it('counts the seat as withdraw in the vacancy plan from approval, and frees it the same after the last day', async () => {
    const w = await setup()
    const [seat] = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, w.childId))
    const leaving = addMonths(today(), 2)
    const months = [leaving, addMonths(leaving, 1)]
    const planner = await buildHQ(w.school, { enrollment_planning: Access.read })
    const plan = async () => {
      const vars = { CentreID: w.centre.id, ServiceLevel: seat.fkLevel, Year: 2000, fromMonth: leaving }
      const rows = (await gql(VACANCIES, vars, planner.token)).data!.findAllVacancies
      const of = (status: string) =>
        months.map((m) => rows.find((r) => r.month === m && r.status === status)!.count)
      return { withdraw: of('withdraw'), available: of('available_vacancy') }
    }
    const before = await plan()
    const id = await approved(w)
    // The child leaves mid-month: its seat frees that month and stays free after.
    const lastDay = leaving.slice(0, 8) + '15'
    await w.school.db.update(withdrawals).set({ effectiveDate: lastDay }).where(eq(withdrawals.id, id))
    const approvedPlan = await plan()
    expect(approvedPlan.withdraw).toEqual([1, 1])
    expect(approvedPlan.available.map((n, i) => n - before.available[i])).toEqual([1, 1])
    const [row] = await w.school.db.select().from(withdrawals).where(eq(withdrawals.id, id))
    expect(await completeWithdrawal(w.school.db, row)).toBe(true)
    const after = await plan()
    expect(after.withdraw).toEqual([1, 0])
    expect(after.available).toEqual(approvedPlan.available)
  })
})
