import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  accessControls,
  centreLevels,
  centres,
  childLevels,
  childRelations,
  children,
  codes,
  parents,
  transferLogs,
  transfers,
  userRoles,
  users,
} from '../../schema'
import { demoChild, demoParent, demoStaff } from '../content/accounts'
import { demoTransferFamily } from '../content/transfers'
import { lookup } from '../lookup'
import { roleKey, type SeededRoles } from './roles'

/**
 * Transfers to look at in the demo parent's school, both waiting for the child's current centre and taking effect
 * on the 1st of the month after next: one asked by HQ for a child without a parent account, and one asked by the
 * transfer family's parent (a sign-in of its own: the demo parent's child is the withdrawal demo's), who can see and
 * cancel it on the child's page. Neither child is one of the withdrawals'.
 */
export async function insertDemoTransfers(
  tx: Tx,
  deps: { roles: SeededRoles; parentPasswordHash: string; today: Date },
): Promise<void> {
  const { today } = deps
  const hqEmail = demoStaff.find((s) => s.school === demoParent.school && s.listedAs === 'HQ')!.email
  const [hq] = await tx
    .select({ id: users.id, fkSchool: users.fkSchool })
    .from(users)
    .where(eq(users.email, hqEmail))
  if (!hq) return
  // HQ's request: the fourth enrolled child (not the demo parent's, nor one of the withdrawals'); the family's
  // child is named.
  const seatOf = (where: SQL | undefined, offset: number) =>
    tx
      .select({
        childId: childLevels.fkChild,
        centreId: childLevels.fkCentre,
        levelId: childLevels.fkLevel,
        programId: childLevels.fkProgram,
      })
      .from(childLevels)
      .innerJoin(children, eq(children.id, childLevels.fkChild))
      .where(and(eq(childLevels.fkSchool, hq.fkSchool), isNull(childLevels.to), where))
      .orderBy(asc(childLevels.id))
      .offset(offset)
      .limit(1)
  const { child } = demoTransferFamily
  const [forFamily] = await seatOf(
    and(eq(children.firstname, child.firstname), eq(children.lastname, child.lastname)),
    0,
  )
  const [byHq] = await seatOf(
    and(
      ne(children.firstname, demoChild(today).firstname),
      forFamily ? ne(children.id, forFamily.childId) : undefined,
    ),
    3,
  )
  const [reason] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(and(eq(codes.fkSchool, hq.fkSchool), eq(codes.category, 'transfer_reason')))
    .limit(1)
  if (!byHq || !forFamily || !reason) return
  const effectiveDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1))
    .toISOString()
    .slice(0, 10)
  const parentId = await insertTransferParent(tx, hq.fkSchool, forFamily.childId, deps)
  const asked = [
    {
      seat: byHq,
      userId: hq.id,
      remark: 'The family moved nearer the other centre',
      log: 'Asked at the centre',
    },
    { seat: forFamily, userId: parentId, remark: demoTransferFamily.remark, log: demoTransferFamily.remark },
  ]
  for (const a of asked) {
    const destination = await destinationFor(tx, hq.fkSchool, a.seat)
    if (!destination) continue
    const [row] = await tx
      .insert(transfers)
      .values({
        fkSchool: hq.fkSchool,
        fkChild: a.seat.childId,
        fkSourceCentre: a.seat.centreId,
        fkDestinationCentre: destination,
        fkLevel: a.seat.levelId,
        fkProgram: a.seat.programId,
        effectiveDate,
        fkCodeByReason: reason.id,
        remark: a.remark,
        fkSubmittedBy: a.userId,
      })
      .returning({ id: transfers.id })
    await tx.insert(transferLogs).values({
      fkSchool: hq.fkSchool,
      fkTransfer: row.id,
      fkUser: a.userId,
      status: 'pending_source',
      remark: a.log,
    })
  }
}

/** The centre the child moves to: the transfer family's named one where it offers the level, else any other. */
async function destinationFor(
  tx: Tx,
  fkSchool: number,
  seat: { centreId: number; levelId: number },
): Promise<number | null> {
  const offering = await tx
    .select({ centreId: centreLevels.fkCentre, code: centres.code })
    .from(centreLevels)
    .innerJoin(centres, eq(centres.id, centreLevels.fkCentre))
    .where(
      and(
        eq(centreLevels.fkSchool, fkSchool),
        eq(centreLevels.fkLevel, seat.levelId),
        ne(centreLevels.fkCentre, seat.centreId),
      ),
    )
    .orderBy(asc(centres.id))
  const named = offering.find((c) => c.code === demoTransferFamily.destinationCode)
  return (named ?? offering[0])?.centreId ?? null
}

/** The transfer family's parent: a sign-in of the school, main applicant of the child. */
async function insertTransferParent(
  tx: Tx,
  fkSchool: number,
  childId: number,
  deps: { roles: SeededRoles; parentPasswordHash: string; today: Date },
): Promise<number> {
  const family = demoTransferFamily
  const [user] = await tx
    .insert(users)
    .values({
      fkSchool,
      email: family.email,
      firstname: family.firstname,
      lastname: family.lastname,
      passwordHash: deps.parentPasswordHash,
      registeredAt: deps.today,
      mobilePhone: family.mobilePhone,
      mobilePhoneCountryCode: '+65',
    })
    .returning({ id: users.id })
  await tx.insert(parents).values({ fkSchool, fkUser: user.id })
  await tx
    .insert(userRoles)
    .values({ fkUser: user.id, fkRole: lookup(deps.roles, roleKey(fkSchool, 'parent'), 'role') })
  await tx.insert(accessControls).values({ fkUser: user.id, fkSchool })
  await tx
    .insert(childRelations)
    .values({ fkSchool, fkChild: childId, fkUser: user.id, isMainApplicant: true })
  return user.id
}
