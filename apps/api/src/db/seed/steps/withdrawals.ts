import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Tx } from '../../client'
import { childClasses, childLevels, children, codes, users, withdrawalLogs, withdrawals } from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'

/**
 * Withdrawals to look at in the demo parent's school: one waiting for the centre, one for HQ, and one completed last
 * month (its seat ended as withdrawn). The demo parent's own child is left enrolled, so the parent can give notice.
 */
export async function insertDemoWithdrawals(tx: Tx, today: Date): Promise<void> {
  const hqEmail = demoStaff.find((s) => s.school === demoParent.school && s.listedAs === 'HQ')!.email
  const [hq] = await tx
    .select({ id: users.id, fkSchool: users.fkSchool })
    .from(users)
    .where(eq(users.email, hqEmail))
  if (!hq) return
  const seats = await tx
    .select({ seatId: childLevels.id, childId: childLevels.fkChild, centreId: childLevels.fkCentre })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .where(
      and(
        eq(childLevels.fkSchool, hq.fkSchool),
        isNull(childLevels.to),
        ne(children.firstname, demoChild(today).firstname),
      ),
    )
    .orderBy(asc(childLevels.id))
    .limit(3)
  const [reason] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.fkSchool, hq.fkSchool), eq(codes.category, 'withdrawal_parent_reason')))
    .limit(1)
  if (seats.length < 3 || !reason) return
  const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10)
  const plans = [
    { status: 'pending_centre' as const, notice: day(-2), last: day(40) },
    { status: 'pending_hq' as const, notice: day(-10), last: day(35) },
    { status: 'withdrawn' as const, notice: day(-60), last: day(-20) },
  ]
  for (const [i, plan] of plans.entries()) {
    const seat = seats[i]
    const [row] = await tx
      .insert(withdrawals)
      .values({
        fkSchool: hq.fkSchool,
        fkCentre: seat.centreId,
        fkChild: seat.childId,
        noticeDate: plan.notice,
        effectiveDate: plan.last,
        fkCodeByParentReason: reason.id,
        remark: 'Relocating overseas',
        monthlyFeeAmount: 120_000,
        depositAmount: 120_000,
        refundDepositAmount: 120_000,
        status: plan.status,
        fkSubmittedBy: hq.id,
        fkCentreApprover: plan.status === 'pending_centre' ? null : hq.id,
      })
      .returning({ id: withdrawals.id })
    await tx.insert(withdrawalLogs).values({
      fkSchool: hq.fkSchool,
      fkWithdrawal: row.id,
      fkUser: hq.id,
      status: plan.status,
      remark: 'Notice given at the centre',
    })
    if (plan.status === 'withdrawn') {
      await tx
        .update(childLevels)
        .set({ to: plan.last, moveReason: 'withdrawn' })
        .where(eq(childLevels.id, seat.seatId))
      await tx
        .update(childClasses)
        .set({ to: plan.last })
        .where(and(eq(childClasses.fkChild, seat.childId), isNull(childClasses.to)))
    }
  }
}
