import {
  ErrorCode,
  FeeMsg,
  addDays,
  feeDraftInputSchema,
  feeDraftItemsSchema,
  feeRejectRemarkSchema,
  feeRemarkSchema,
  singaporeToday,
} from '@preschool/domain'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { FeeDraftSource as FeeDraft } from './resolvers/fee-mapper'
import type { Actor, NamedActor } from '../../platform/authz/actor'
import { badInput, conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { tellFeeApprovers, tellFeeRequester } from './draft-notices'
import { draftView } from './draft-views'
import { assertOffered } from './offer'
import {
  activateFeeTier,
  type FeeDraftRow,
  insertDraftLog,
  insertFeeDraft,
  moveFeeDraft,
  replaceDraftItems,
  replaceFeeFrom,
  selectDraftItems,
  selectFeeDraft,
  selectFeeTier,
  selectTierFeesOn,
} from './queries'

type FeeItem = {
  fkLevel: number
  fkProgram: number
  nationality: string
  amount: number
  effectiveFrom: string
}

const keyOf = (i: { fkLevel: number; fkProgram: number; nationality: string }) =>
  `${i.fkLevel}/${i.fkProgram}/${i.nationality.toLowerCase()}`

/** The tier's fees on the draft's date, by level/programme/nationality: each item's last amount and spelling. */
async function lastAmounts(tx: Tx, tierId: number, day: string) {
  const current = await selectTierFeesOn(tx, tierId, day)
  return { current, feeOf: new Map(current.map((f) => [keyOf(f), f])) }
}

/** Opens a request for a tier of the centre, its items the tier's fees on the effective date (nothing changed yet). */
export async function openDraft(db: Db, actor: Actor, centreId: number, raw: unknown): Promise<FeeDraft> {
  const data = parseInput(feeDraftInputSchema, raw)
  if (data.effectiveFrom < singaporeToday())
    throw badInput(FeeMsg.effectiveFromPast, { effectiveFrom: FeeMsg.effectiveFromPast })
  const tier = await selectFeeTier(db, actor.schoolId, data.fkFeeTier)
  if (!tier || tier.tier.fkCentre !== centreId)
    throw badInput(FeeMsg.tierNotAtCentre, { fkFeeTier: FeeMsg.tierNotAtCentre })
  try {
    const id = await db.transaction(async (tx) => {
      const draftId = await insertFeeDraft(tx, {
        fkSchool: actor.schoolId,
        fkCentre: centreId,
        fkFeeTier: data.fkFeeTier,
        fkUser: actor.userId,
        effectiveFrom: data.effectiveFrom,
      })
      const { current } = await lastAmounts(tx, data.fkFeeTier, data.effectiveFrom)
      await replaceDraftItems(
        tx,
        draftId,
        current.map((f) => ({
          fkSchool: actor.schoolId,
          fkFeeDraft: draftId,
          fkLevel: f.fkLevel,
          fkProgram: f.fkProgram,
          nationality: f.nationality,
          amount: f.amount,
          lastAmount: f.amount,
        })),
      )
      await insertDraftLog(tx, {
        fkSchool: actor.schoolId,
        fkFeeDraft: draftId,
        fkUser: actor.userId,
        status: 'draft',
        remark: data.remark,
      })
      return draftId
    })
    return draftView(db, actor.schoolId, id)
  } catch (error) {
    if (isUniqueViolation(error, 'fee_drafts_tier_open'))
      throw conflict(FeeMsg.openDraftExists, { fkFeeTier: FeeMsg.openDraftExists })
    throw error
  }
}

/**
 * The approval request of a new tier (tiers.ts, in its transaction): pending at once, its items the tier's first
 * fee of each level, programme and nationality with no amount before them; the approvers hear of it as of a change.
 */
export async function requestNewTier(
  tx: Tx,
  actor: NamedActor,
  tier: { tierId: number; fkCentre: number; from: string; fees: FeeItem[] },
  publicUrl: string,
) {
  const first = new Map<string, FeeItem & { effectiveFrom: string }>()
  for (const fee of [...tier.fees].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)))
    if (!first.has(keyOf(fee))) first.set(keyOf(fee), fee)
  const draftId = await insertFeeDraft(tx, {
    fkSchool: actor.schoolId,
    fkCentre: tier.fkCentre,
    fkFeeTier: tier.tierId,
    fkUser: actor.userId,
    status: 'pending',
    effectiveFrom: tier.from,
  })
  await replaceDraftItems(
    tx,
    draftId,
    [...first.values()].map((f) => ({
      fkSchool: actor.schoolId,
      fkFeeDraft: draftId,
      fkLevel: f.fkLevel,
      fkProgram: f.fkProgram,
      nationality: f.nationality,
      amount: f.amount,
      lastAmount: null,
    })),
  )
  await insertDraftLog(tx, {
    fkSchool: actor.schoolId,
    fkFeeDraft: draftId,
    fkUser: actor.userId,
    status: 'pending',
    remark: null,
  })
  const draft = (await selectFeeDraft(tx, actor.schoolId, draftId))!
  await tellFeeApprovers(tx, actor, draft, publicUrl, 'newTier')
}

/**
 * The draft, its row locked until the transaction ends: a step that changes or decides it (items, submit, approve,
 * reject, cancel) checks its status and items while no other step can move or change it.
 */
async function lockedDraft(tx: Tx, actor: Actor, draftId: number): Promise<FeeDraftRow> {
  const draft = await selectFeeDraft(tx, actor.schoolId, draftId, { lock: true })
  if (!draft) throw notFound('Fee draft')
  return draft
}

/**
 * The amounts and the submission are the requester's: the approver's "not one's own" check names the requester,
 * so anyone else setting them could approve what they set themselves.
 */
function ownRequest(actor: Actor, draft: FeeDraftRow) {
  if (draft.fkUser !== actor.userId) throw new DomainError(ErrorCode.Forbidden, FeeMsg.notRequesterChange)
}

/** New amounts for a draft (only while it is a draft); each item's last amount comes from the tier. */
export async function updateItems(db: Db, actor: Actor, draftId: number, raw: unknown): Promise<FeeDraft> {
  const items = parseInput(feeDraftItemsSchema, raw)
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, actor, draftId)
    ownRequest(actor, draft)
    if (draft.status !== 'draft') throw conflict(FeeMsg.notDraft)
    await assertOffered(tx, draft.fkCentre, items, '')
    const { feeOf } = await lastAmounts(tx, draft.fkFeeTier, draft.effectiveFrom)
    await replaceDraftItems(
      tx,
      draftId,
      items.map((i) => {
        const last = feeOf.get(keyOf(i))
        // The tier's own spelling: approval replaces the fee by exact nationality, so 'SINGAPOREAN' must name
        // the 'Singaporean' fee it changes, not stand beside it as a second fee that never takes effect.
        return {
          fkSchool: actor.schoolId,
          fkFeeDraft: draftId,
          ...i,
          nationality: last?.nationality ?? i.nationality,
          lastAmount: last?.amount ?? null,
        }
      }),
    )
  })
  return draftView(db, actor.schoolId, draftId)
}

/**
 * One transition: the draft moves only if it still stands where the step starts (a concurrent step loses), and the
 * activity row is written in the same transaction.
 */
async function transition(
  tx: Tx,
  actor: Actor,
  draft: FeeDraftRow,
  step: {
    from: 'draft' | 'pending'
    to: string
    remark: string | null
    notThere: string
    approver?: boolean
  },
) {
  const moved = await moveFeeDraft(tx, draft.id, step.from, {
    status: step.to,
    ...(step.approver ? { fkApprover: actor.userId, decidedAt: new Date() } : {}),
  })
  if (!moved) throw conflict(step.notThere)
  await insertDraftLog(tx, {
    fkSchool: actor.schoolId,
    fkFeeDraft: draft.id,
    fkUser: actor.userId,
    status: step.to,
    remark: step.remark,
  })
  return moved
}

export async function submitDraft(
  db: Db,
  actor: NamedActor,
  draftId: number,
  rawRemark: unknown,
  publicUrl: string,
): Promise<FeeDraft> {
  const remark = parseInput(feeRemarkSchema, rawRemark)
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, actor, draftId)
    ownRequest(actor, draft)
    const items = await selectDraftItems(tx, [draftId])
    if (draft.status === 'draft' && !items.some((i) => i.amount !== i.lastAmount))
      throw badInput(FeeMsg.noChange)
    await transition(tx, actor, draft, { from: 'draft', to: 'pending', remark, notThere: FeeMsg.notDraft })
    await tellFeeApprovers(tx, actor, draft, publicUrl)
  })
  return draftView(db, actor.schoolId, draftId)
}

/** Approves a pending request: each changed amount becomes the tier's fee from the effective date, in one transaction. */
export async function approveDraft(
  db: Db,
  actor: NamedActor,
  draftId: number,
  rawRemark: unknown,
  publicUrl: string,
): Promise<FeeDraft> {
  const remark = parseInput(feeRemarkSchema, rawRemark)
  await db.transaction(async (tx) => {
    // The guard refused the request's maker (maker is not approver).
    const draft = await lockedDraft(tx, actor, draftId)
    // Fees are never changed backwards: a request left pending past its date is rejected and asked again.
    if (draft.status === 'pending' && draft.effectiveFrom < singaporeToday())
      throw badInput(FeeMsg.effectiveFromPast)
    await transition(tx, actor, draft, {
      from: 'pending',
      to: 'approved',
      remark,
      notThere: FeeMsg.notPending,
      approver: true,
    })
    // A new tier's request: its fees are in place since it was added; approval lets it reach families.
    if (await activateFeeTier(tx, draft.fkFeeTier)) {
      await tellFeeRequester(tx, actor, draft, 'approved', remark, publicUrl)
      return
    }
    const dayBefore = addDays(draft.effectiveFrom, -1)
    for (const item of await selectDraftItems(tx, [draftId])) {
      if (item.amount === item.lastAmount) continue
      await replaceFeeFrom(
        tx,
        {
          fkSchool: actor.schoolId,
          fkFeeTier: draft.fkFeeTier,
          fkLevel: item.fkLevel,
          fkProgram: item.fkProgram,
          nationality: item.nationality,
          amount: item.amount,
          effectiveFrom: draft.effectiveFrom,
          fkFeeDraft: draftId,
        },
        dayBefore,
      )
    }
    await tellFeeRequester(tx, actor, draft, 'approved', remark, publicUrl)
  })
  return draftView(db, actor.schoolId, draftId)
}

export async function rejectDraft(
  db: Db,
  actor: NamedActor,
  draftId: number,
  rawRemark: unknown,
  publicUrl: string,
): Promise<FeeDraft> {
  const remark = parseInput(feeRejectRemarkSchema, rawRemark)
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, actor, draftId)
    await transition(tx, actor, draft, {
      from: 'pending',
      to: 'rejected',
      remark,
      notThere: FeeMsg.notPending,
      approver: true,
    })
    await tellFeeRequester(tx, actor, draft, 'rejected', remark, publicUrl)
  })
  return draftView(db, actor.schoolId, draftId)
}

/** The requester withdraws their request, a draft or a pending one. */
export async function cancelDraft(
  db: Db,
  actor: Actor,
  draftId: number,
  rawRemark: unknown,
): Promise<FeeDraft> {
  const remark = parseInput(feeRemarkSchema, rawRemark)
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, actor, draftId)
    if (draft.fkUser !== actor.userId) throw new DomainError(ErrorCode.Forbidden, FeeMsg.notRequester)
    if (draft.status !== 'draft' && draft.status !== 'pending') throw conflict(FeeMsg.notPending)
    await transition(tx, actor, draft, {
      from: draft.status,
      to: 'cancelled',
      remark,
      notThere: FeeMsg.notPending,
    })
  })
  return draftView(db, actor.schoolId, draftId)
}
