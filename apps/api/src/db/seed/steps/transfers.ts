import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Tx } from '../../client'
import { centreLevels, childLevels, children, codes, transferLogs, transfers, users } from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'

/**
 * One transfer to look at in the demo parent's school: a child (not the demo parent's own, and not one of the
 * withdrawals') asking to move to another centre offering its level from the 1st of the month after next, waiting
 * for its current centre.
 */
export async function insertDemoTransfer(tx: Tx, today: Date): Promise<void> {
  const hqEmail = demoStaff.find((s) => s.school === demoParent.school && s.listedAs === 'HQ')!.email
  const [hq] = await tx
    .select({ id: users.id, fkSchool: users.fkSchool })
    .from(users)
    .where(eq(users.email, hqEmail))
  if (!hq) return
  const [seat] = await tx
    .select({
      childId: childLevels.fkChild,
      centreId: childLevels.fkCentre,
      levelId: childLevels.fkLevel,
      programId: childLevels.fkProgram,
    })
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
    .offset(3)
    .limit(1)
  if (!seat) return
  const [destination] = await tx
    .select({ centreId: centreLevels.fkCentre })
    .from(centreLevels)
    .where(
      and(
        eq(centreLevels.fkSchool, hq.fkSchool),
        eq(centreLevels.fkLevel, seat.levelId),
        ne(centreLevels.fkCentre, seat.centreId),
      ),
    )
    .limit(1)
  const [reason] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.fkSchool, hq.fkSchool), eq(codes.category, 'transfer_reason')))
    .limit(1)
  if (!destination || !reason) return
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1))
  const [row] = await tx
    .insert(transfers)
    .values({
      fkSchool: hq.fkSchool,
      fkChild: seat.childId,
      fkSourceCentre: seat.centreId,
      fkDestinationCentre: destination.centreId,
      fkLevel: seat.levelId,
      fkProgram: seat.programId,
      effectiveDate: next.toISOString().slice(0, 10),
      fkCodeByReason: reason.id,
      remark: 'The family moved nearer the other centre',
      fkSubmittedBy: hq.id,
    })
    .returning({ id: transfers.id })
  await tx.insert(transferLogs).values({
    fkSchool: hq.fkSchool,
    fkTransfer: row.id,
    fkUser: hq.id,
    status: 'pending_source',
    remark: 'Asked at the centre',
  })
}
