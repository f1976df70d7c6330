import {
  ErrorCode,
  type TransferStatus,
  TransferMsg,
  transferDecisionSchema,
  transferRejectionSchema,
  transferRemarkSchema,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { closeTransferEnquiry, openTransferEnquiry } from '../enquiries'
import { reserveSeat } from '../planning'
import { tellFamily } from './family-notices'
import { insertTransferLog, moveTransfer, selectFamily, selectTransfer, type TransferRow } from './queries'

/** Who takes a step: a person (an Actor), or the effective-date job (no user). */
export type StepActor = Omit<Actor, 'userId'> & { userId: number | null }

type Step = {
  from: readonly TransferStatus[]
  to: TransferStatus
  remark: string | null
  notThere: string
  values?: Partial<TransferRow>
}

/**
 * One step: the transfer moves only if it still stands where the step starts (a concurrent step loses with the
 * step's message); `check` runs first and `effect` after the move, all with the activity entry in one transaction.
 */
export async function step(
  db: Db,
  actor: StepActor,
  id: number,
  s: Step,
  hooks: {
    check?: (t: TransferRow) => void
    effect?: (t: TransferRow, tx: Tx) => Promise<Partial<TransferRow> | void>
  } = {},
) {
  await db.transaction(async (tx) => {
    const current = await selectTransfer(tx, actor.schoolId, id, { lock: true })
    if (!current) throw notFound('Transfer')
    if (!s.from.includes(current.status)) throw conflict(s.notThere)
    hooks.check?.(current)
    const more = (await hooks.effect?.(current, tx)) ?? {}
    const moved = await moveTransfer(tx, id, s.from, { status: s.to, ...s.values, ...more })
    if (!moved) throw conflict(s.notThere)
    await insertTransferLog(tx, {
      fkSchool: actor.schoolId,
      fkTransfer: id,
      fkUser: actor.userId,
      status: s.to,
      remark: s.remark,
    })
  })
}

/**
 * The source centre's decision: approve sends it to the destination, reject ends it and tells the family. The guard
 * refused its maker.
 */
export async function decideBySource(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  id: number,
  approve: boolean,
  raw: unknown,
) {
  const d = parseInput(approve ? transferDecisionSchema : transferRejectionSchema, raw ?? {})
  await step(
    db,
    actor,
    id,
    {
      from: ['pending_source'],
      to: approve ? 'pending_destination' : 'rejected',
      remark: d.remark,
      notThere: TransferMsg.notPendingSource,
      values: { fkSourceApprover: actor.userId },
    },
    { effect: approve ? undefined : (t, tx) => tellFamily(tx, config.publicUrl, t, 'rejected') },
  )
}

/**
 * The destination centre's decision, by someone other than the maker (the guard) and the source approver. Approval
 * opens the transfer enquiry at the destination and holds its seat through planning (the same rule and lock as a
 * waitlist offer: refused when the month has no vacancy left, also under simultaneous approvals), and tells the
 * parent, with the subsidy notice; rejection ends it.
 */
export async function decideByDestination(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  id: number,
  approve: boolean,
  raw: unknown,
) {
  const d = parseInput(approve ? transferDecisionSchema : transferRejectionSchema, raw ?? {})
  await step(
    db,
    actor,
    id,
    {
      from: ['pending_destination'],
      to: approve ? 'approved' : 'rejected',
      remark: d.remark,
      notThere: TransferMsg.notPendingDestination,
      values: { fkDestinationApprover: actor.userId },
    },
    {
      check: (t) => {
        if (t.fkSourceApprover === actor.userId)
          throw new DomainError(ErrorCode.Forbidden, TransferMsg.sameApprover)
      },
      effect: approve
        ? (t, tx) => openAtDestination(tx, config, actor, t)
        : (t, tx) => tellFamily(tx, config.publicUrl, t, 'rejected'),
    },
  )
}

async function openAtDestination(
  tx: Tx,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  t: TransferRow,
): Promise<Partial<TransferRow>> {
  const family = await selectFamily(tx, t.fkSchool, t.fkChild)
  if (!family) throw notFound('Parent')
  const enquiryId = await openTransferEnquiry(tx, {
    schoolId: t.fkSchool,
    centreId: t.fkDestinationCentre,
    childId: t.fkChild,
    levelId: t.fkLevel,
    programId: t.fkProgram,
    firstDay: t.effectiveDate,
    parent: family,
    child: { firstname: family.childFirstname, lastname: family.childLastname },
    actorId: actor.userId,
    openElsewhere: TransferMsg.openEnquiry,
  })
  await reserveSeat(tx, {
    fkSchool: t.fkSchool,
    fkCentre: t.fkDestinationCentre,
    fkLevel: t.fkLevel,
    month: t.effectiveDate,
    fkEnquiry: enquiryId,
    dueDate: null,
    fkUser: actor.userId,
  })
  await tellFamily(tx, config.publicUrl, t, 'approved')
  return { fkEnquiry: enquiryId }
}

/**
 * cancelTransferRequestByUser: the parent takes the request back until it completes. An approved transfer's
 * enquiry at the destination is closed, which frees the seat it held.
 */
export async function cancelByUser(db: Db, actor: Actor, id: number, rawRemark: unknown) {
  const remark = parseInput(transferRemarkSchema, rawRemark)
  await step(
    db,
    actor,
    id,
    {
      from: ['pending_source', 'pending_destination', 'approved'],
      to: 'cancelled',
      remark,
      notThere: TransferMsg.notCancellable,
      values: { cancelledAt: new Date() },
    },
    {
      effect: async (t, tx) => {
        if (t.fkEnquiry !== null) await closeTransferEnquiry(tx, t.fkSchool, t.fkEnquiry, actor.userId)
      },
    },
  )
}
