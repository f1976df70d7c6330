import {
  blacklistApproveSchema,
  blacklistDecisionSchema,
  type BlacklistDraftStatus,
  BlacklistMsg,
  ErrorCode,
  blacklistNewSchema,
  blacklistRemoveSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { blacklistFamilyEnquiries } from './family-enquiries'
import {
  type BlacklistDraftRow,
  type BlacklistDraftView,
  deactivateEntry,
  insertDraft,
  insertEntry,
  lockActiveEntry,
  lockDraft,
  selectChildRelations,
  selectDraftView,
  selectReasonCode,
  updateDraft,
} from './queries'

/** A second request for a child while one waits is refused by the database (one pending request per child). */
async function mappingPending<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, 'blacklist_drafts_pending_child')) throw conflict(BlacklistMsg.pendingExists)
    if (isUniqueViolation(error, 'blacklists_active_child')) throw conflict(BlacklistMsg.alreadyListed)
    throw error
  }
}

async function draftView(db: DbOrTx, schoolId: number, draftId: number): Promise<BlacklistDraftView> {
  const view = await selectDraftView(db, schoolId, draftId)
  if (!view) throw notFound('Blacklist request')
  return view
}

/**
 * submitNew: a request to put a family on the blacklist, as the centre (checked by the guard) asks it. The parent
 * must be a parent of the child, the reason a blacklist reason of the school, the child not already listed.
 */
export async function submitNew(db: Db, actor: Actor, raw: unknown): Promise<BlacklistDraftView> {
  const input = parseInput(blacklistNewSchema, raw)
  const schoolId = actor.schoolId
  return mappingPending(() =>
    db.transaction(async (tx) => {
      const relations = await selectChildRelations(tx, schoolId, input.fkChild)
      if (!relations.some((r) => r.id === input.fkParent))
        throw badInput(BlacklistMsg.notParent, { fkParent: BlacklistMsg.notParent })
      if (!(await selectReasonCode(tx, schoolId, input.fkCode)))
        throw badInput(BlacklistMsg.reasonUnknown, { fkCode: BlacklistMsg.reasonUnknown })
      if (await lockActiveEntry(tx, schoolId, { childId: input.fkChild }))
        throw conflict(BlacklistMsg.alreadyListed)
      const draft = await insertDraft(tx, {
        fkSchool: schoolId,
        fkCentre: input.fkCentre,
        kind: 'add',
        fkChild: input.fkChild,
        fkParent: input.fkParent,
        fkCode: input.fkCode,
        remark: input.remark,
        fkUser: actor.userId,
      })
      return draftView(tx, schoolId, draft.id)
    }),
  )
}

/** submitRemove: a request to take a listed family (the guard checked its centre) off the blacklist. */
export async function submitRemove(db: Db, actor: Actor, raw: unknown): Promise<BlacklistDraftView> {
  const input = parseInput(blacklistRemoveSchema, raw)
  return mappingPending(() =>
    db.transaction(async (tx) => {
      const entry = await lockActiveEntry(tx, actor.schoolId, { id: input.IDBlacklist })
      if (!entry) throw conflict(BlacklistMsg.notListed)
      const draft = await insertDraft(tx, {
        fkSchool: actor.schoolId,
        fkCentre: entry.fkCentre,
        kind: 'remove',
        fkChild: entry.fkChild,
        fkParent: entry.fkUser,
        fkCode: entry.fkCode,
        fkBlacklist: entry.id,
        remark: input.remark,
        fkUser: actor.userId,
      })
      return draftView(tx, actor.schoolId, draft.id)
    }),
  )
}

/** The pending request, locked; a decided or recalled one is refused. */
async function pendingDraft(tx: DbOrTx, schoolId: number, draftId: number): Promise<BlacklistDraftRow> {
  const draft = await lockDraft(tx, schoolId, draftId)
  if (!draft) throw notFound('Blacklist request')
  if (draft.status !== 'pending') throw conflict(BlacklistMsg.notPending)
  return draft
}

async function close(
  tx: DbOrTx,
  actor: Actor,
  draft: BlacklistDraftRow,
  status: BlacklistDraftStatus,
  remark: string | null,
): Promise<BlacklistDraftView> {
  await updateDraft(tx, draft.id, { status, decisionRemark: remark, fkApprover: actor.userId })
  return draftView(tx, actor.schoolId, draft.id)
}

/**
 * approve: another approver decides, in one transaction. An addition puts the family on the blacklist and moves
 * its open enquiries to blacklisted (each through the school's state map, its live seat offer released); a removal
 * takes the entry off (the closed enquiries stay closed: the family may enquire again).
 */
export async function approve(db: Db, actor: Actor, draftId: number, rawRemark: unknown) {
  const { remark } = parseInput(blacklistApproveSchema, { remark: rawRemark })
  return mappingPending(() =>
    db.transaction(async (tx) => {
      const draft = await pendingDraft(tx, actor.schoolId, draftId)
      if (draft.kind === 'add') {
        await insertEntry(tx, {
          fkSchool: draft.fkSchool,
          fkCentre: draft.fkCentre,
          fkChild: draft.fkChild,
          fkUser: draft.fkParent,
          fkCode: draft.fkCode!,
          remark: draft.remark,
        })
        await blacklistFamilyEnquiries(tx, actor.userId, draft, remark ?? draft.remark)
      } else {
        const entry = await lockActiveEntry(tx, actor.schoolId, { id: draft.fkBlacklist! })
        if (!entry) throw conflict(BlacklistMsg.notListed)
        await deactivateEntry(tx, entry.id)
      }
      return close(tx, actor, draft, 'approved', remark ?? null)
    }),
  )
}

/** reject: another approver declines the request, with a remark. */
export async function reject(db: Db, actor: Actor, draftId: number, rawRemark: unknown) {
  const { remark } = parseInput(blacklistDecisionSchema, { remark: rawRemark })
  return db.transaction(async (tx) => {
    const draft = await pendingDraft(tx, actor.schoolId, draftId)
    return close(tx, actor, draft, 'rejected', remark)
  })
}

/**
 * cancel: the request is recalled by its maker, with a remark. Anyone else with a say decides it instead (approve
 * or reject): recalling another's request would close it without the approver's decision.
 */
export async function cancel(db: Db, actor: Actor, draftId: number, rawRemark: unknown) {
  const { remark } = parseInput(blacklistDecisionSchema, { remark: rawRemark })
  return db.transaction(async (tx) => {
    const draft = await pendingDraft(tx, actor.schoolId, draftId)
    if (draft.fkUser !== actor.userId) throw new DomainError(ErrorCode.Forbidden, BlacklistMsg.notMaker)
    return close(tx, actor, draft, 'cancelled', remark)
  })
}
