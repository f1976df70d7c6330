import { createHash, randomBytes } from 'node:crypto'
import { SIGNING_LINK_TTL_DAYS } from '@preschool/domain'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { makeWithdrawalForm } from '../../../modules/withdrawals'
import type { EsignAdapter } from '../../../platform/esign/adapter'
import type { Tx } from '../../client'
import {
  childClasses,
  childLevels,
  childRelations,
  children,
  codes,
  users,
  withdrawalLogs,
  withdrawals,
} from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The seed's signer: the form goes out as a notice's would, but no mail leaves for the demo family (nobody holds the
 * link); staff's "Send the link again" on the withdrawal then mails a real one.
 */
const silentEsign: EsignAdapter = {
  kind: 'embedded',
  hashToken: hash,
  requestSignature: async () => ({
    tokenHash: hash(randomBytes(32).toString('base64url')),
    expiresAt: new Date(Date.now() + SIGNING_LINK_TTL_DAYS * 24 * 3600 * 1000),
  }),
}

/**
 * Withdrawals to look at in the demo parent's school: one waiting for the centre (its form waiting for the family's
 * signature), one for HQ, and one completed last month (its seat ended as withdrawn). The demo parent's own child is left enrolled, so the parent can give notice.
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
      .returning()
    await tx.insert(withdrawalLogs).values({
      fkSchool: hq.fkSchool,
      fkWithdrawal: row.id,
      fkUser: hq.id,
      status: plan.status,
      remark: 'Notice given at the centre',
    })
    if (plan.status === 'pending_centre' && (await hasGuardian(tx, seat.childId)))
      await makeWithdrawalForm(tx, { platform: { esign: silentEsign } }, row, hq.id)
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

async function hasGuardian(tx: Tx, childId: number) {
  const [row] = await tx
    .select({ id: childRelations.id })
    .from(childRelations)
    .where(and(eq(childRelations.fkChild, childId), eq(childRelations.guardianAccess, true)))
    .limit(1)
  return row !== undefined
}
