import {
  ErrorCode,
  singaporeToday,
  type WithdrawalStatus,
  WithdrawalMsg,
  withdrawalDecisionSchema,
  withdrawalRejectionSchema,
  withdrawalRemarkSchema,
} from '@preschool/domain'
import type { Db, Tx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { cancelRefunds } from '../ledger'
import { tellFamily, type WithdrawalDecision } from './parent-notices'
import {
  insertWithdrawalLog,
  moveWithdrawal,
  selectActiveCode,
  selectWithdrawal,
  type WithdrawalRow,
} from './queries'

type Step = {
  from: readonly WithdrawalStatus[]
  /** The new status; a step that changes no status (documents verified) names its activity instead. */
  to: WithdrawalStatus | { activity: string }
  remark: string | null
  notThere: string
  values?: Partial<WithdrawalRow>
  /** The decision the family is told of (bell and email), if the step is one. */
  tell?: { decision: WithdrawalDecision; publicUrl: string }
}

/**
 * One step: the withdrawal moves only if it still stands where the step starts (a concurrent step loses with the
 * step's message), and its activity entry is written in the same transaction.
 */
async function step(
  db: Db,
  actor: Actor,
  id: number,
  s: Step,
  check?: (w: WithdrawalRow, tx: Tx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const current = await selectWithdrawal(tx, actor.schoolId, id, { lock: true })
    if (!current) throw notFound('Withdrawal')
    if (!s.from.includes(current.status)) throw conflict(s.notThere)
    await check?.(current, tx)
    const status = typeof s.to === 'string' ? s.to : current.status
    const moved = await moveWithdrawal(tx, id, s.from, { status, ...s.values })
    if (!moved) throw conflict(s.notThere)
    if (s.tell) await tellFamily(tx, moved, s.tell.decision, s.tell.publicUrl)
    await insertWithdrawalLog(tx, {
      fkSchool: actor.schoolId,
      fkWithdrawal: id,
      fkUser: actor.userId,
      status: typeof s.to === 'string' ? s.to : s.to.activity,
      remark: s.remark,
    })
  })
}

async function reasonCode(db: Db, actor: Actor, code: number | null | undefined) {
  if (code == null) return undefined
  if (!(await selectActiveCode(db, actor.schoolId, 'withdrawal_reason', code)))
    throw badInput(WithdrawalMsg.unknownReason, { codeByReason: WithdrawalMsg.unknownReason })
  return code
}

/** The centre's decision: approve moves it to head office, reject ends it. The guard refused its submitter. */
export async function decideByCentre(
  db: Db,
  publicUrl: string,
  actor: Actor,
  id: number,
  approve: boolean,
  raw: unknown,
) {
  const d = parseInput(approve ? withdrawalDecisionSchema : withdrawalRejectionSchema, raw ?? {})
  const code = await reasonCode(db, actor, d.codeByReason)
  await step(db, actor, id, {
    from: ['pending_centre'],
    to: approve ? 'pending_hq' : 'rejected',
    remark: d.remark,
    notThere: WithdrawalMsg.notPendingCentre,
    values: { fkCentreApprover: actor.userId, ...(code ? { fkCodeByReason: code } : {}) },
    tell: { decision: approve ? 'approvedByCentre' : 'rejectedByCentre', publicUrl },
  })
}

/** Head office's decision, by a second person: neither the submitter (the guard) nor the centre's approver. */
export async function decideByHQ(
  db: Db,
  publicUrl: string,
  actor: Actor,
  id: number,
  approve: boolean,
  raw: unknown,
) {
  const d = parseInput(approve ? withdrawalDecisionSchema : withdrawalRejectionSchema, raw ?? {})
  const code = await reasonCode(db, actor, d.codeByReason)
  await step(
    db,
    actor,
    id,
    {
      from: ['pending_hq'],
      to: approve ? 'approved' : 'rejected',
      remark: d.remark,
      notThere: WithdrawalMsg.notPendingHQ,
      values: { fkHQApprover: actor.userId, ...(code ? { fkCodeByReason: code } : {}) },
      tell: { decision: approve ? 'approvedByHQ' : 'rejectedByHQ', publicUrl },
    },
    async (w) => {
      if (w.fkCentreApprover === actor.userId)
        throw new DomainError(ErrorCode.Forbidden, WithdrawalMsg.sameApprover)
    },
  )
}

/** onAllWithdrawalDocumentedVerified: once, while the request is open. */
export async function verifyDocuments(db: Db, actor: Actor, id: number) {
  await step(
    db,
    actor,
    id,
    {
      from: ['pending_centre', 'pending_hq', 'approved'],
      to: { activity: 'documents_verified' },
      remark: null,
      notThere: WithdrawalMsg.notOpen,
      values: { documentsVerifiedAt: new Date() },
    },
    async (w) => {
      if (w.documentsVerifiedAt) throw conflict(WithdrawalMsg.alreadyVerified)
    },
  )
}

/** cancelWithdrawalRequest: the family or staff take back a notice still waiting for approval. */
export async function cancelRequest(db: Db, publicUrl: string, actor: Actor, id: number, rawRemark: unknown) {
  const remark = parseInput(withdrawalRemarkSchema, rawRemark)
  await step(db, actor, id, {
    from: ['pending_centre', 'pending_hq'],
    to: 'cancelled',
    remark,
    notThere: WithdrawalMsg.notCancellable,
    values: { cancelledAt: new Date() },
    tell: { decision: 'cancelled', publicUrl },
  })
}

/**
 * cancelWithdrawal: an approved withdrawal is called off before its last day. The child's seat was never ended (the
 * last-day job ends it), so it simply stays; refunds of the withdrawal, if any were raised, are cancelled.
 */
export async function cancelApproved(
  db: Db,
  publicUrl: string,
  actor: Actor,
  id: number,
  rawRemark: unknown,
) {
  const remark = parseInput(withdrawalRemarkSchema, rawRemark)
  await step(
    db,
    actor,
    id,
    {
      from: ['approved'],
      to: 'cancelled',
      remark,
      notThere: WithdrawalMsg.notApproved,
      values: { cancelledAt: new Date() },
      tell: { decision: 'cancelled', publicUrl },
    },
    async (w, tx) => {
      if (w.effectiveDate <= singaporeToday()) throw conflict(WithdrawalMsg.pastLastDay)
      await cancelRefunds(tx, actor.schoolId, 'withdrawal', w.id, remark ?? 'Withdrawal cancelled')
    },
  )
}
