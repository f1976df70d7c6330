import {
  type EnquiryStateCode,
  enquiryState,
  enquiryStateById,
  needsWayOut,
  StateMapMsg,
  stateMapChangeSchema,
  stateMapInputSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import {
  hasOtherExit,
  lockMapping,
  selectOpenEnquiriesIn,
  selectStatesWithoutExit,
  type StateEnquiries,
  type StateMapRow,
  updateMapping,
  upsertMapping,
} from './queries'

export interface StateImpact extends StateEnquiries {
  stranded: boolean
}

const labelOf = (stateId: number) => enquiryStateById(stateId)?.label ?? String(stateId)

/** addEnquiryStateMachineMap: allows a move (or restores a removed one); an active duplicate is refused. */
export async function addMapping(db: Db, schoolId: number, raw: unknown): Promise<StateMapRow> {
  const input = parseInput(stateMapInputSchema, raw)
  const row = await upsertMapping(db, {
    fkSchool: schoolId,
    fkFromState: enquiryState(input.fromState).id,
    fkToState: enquiryState(input.toState).id,
    priority: input.priority,
  })
  if (!row) throw conflict(StateMapMsg.exists, { toState: StateMapMsg.exists })
  return row
}

/**
 * What taking the mapping away (redirected: `toState` set) does: the open enquiries in its from-state, when that
 * state needs a way out; stranded when no other move leaves it (a redirect always leaves one).
 */
async function impactOf(db: DbOrTx, mapping: StateMapRow, redirected: boolean): Promise<StateImpact[]> {
  const from = enquiryStateById(mapping.fkFromState)
  if (!from || !needsWayOut(from.code)) return []
  const [standing] = await selectOpenEnquiriesIn(db, mapping.fkSchool, [mapping.fkFromState])
  if (!standing) return []
  const stranded = !redirected && !(await hasOtherExit(db, mapping.fkSchool, mapping.fkFromState, mapping.id))
  return [{ ...standing, stranded }]
}

async function activeMapping(db: DbOrTx, schoolId: number, mapId: number): Promise<StateMapRow> {
  const mapping = await lockMapping(db, schoolId, mapId)
  if (!mapping) throw notFound('Mapping')
  return mapping
}

/** enquiryStateMachineMapImpact: the warning the editor shows before a removal or a redirect. */
export async function mappingImpact(
  db: Db,
  schoolId: number,
  mapId: number,
  toState: string | null | undefined,
): Promise<StateImpact[]> {
  return db.transaction(async (tx) => {
    const mapping = await activeMapping(tx, schoolId, mapId)
    const redirect = toState
      ? (parseInput(stateMapChangeSchema, { toState, priority: mapping.priority }).toState ?? null)
      : null
    if (redirect && enquiryState(redirect).id === mapping.fkToState) return []
    return impactOf(tx, mapping, redirect !== null)
  })
}

/** Refuses a change that affects open enquiries unless the caller confirmed it, saying how many and where. */
function assertConfirmed(impact: StateImpact[], confirm: boolean | null | undefined): void {
  const [state] = impact
  if (!state || confirm) return
  const message = state.stranded
    ? StateMapMsg.strands(state.count, labelOf(state.stateId))
    : StateMapMsg.needed(state.count, labelOf(state.stateId))
  throw conflict(message)
}

/** removeEnquiryStateMachineMap: the move is no longer allowed (kept inactive so the defaults' sync respects it). */
export async function removeMapping(
  db: Db,
  schoolId: number,
  mapId: number,
  confirm: boolean | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const mapping = await activeMapping(tx, schoolId, mapId)
    assertConfirmed(await impactOf(tx, mapping, false), confirm)
    await updateMapping(tx, mapping.id, { active: false })
  })
}

/**
 * updateEnquiryStateMachineMap: a new priority and, with toState, another target (the old move removed, the new
 * one allowed), confirmed like a removal when open enquiries stand in the from-state.
 */
export async function changeMapping(
  db: Db,
  schoolId: number,
  mapId: number,
  raw: { toState?: string | null; priority: number },
  confirm: boolean | null | undefined,
): Promise<StateMapRow> {
  const change = parseInput(stateMapChangeSchema, raw)
  return db.transaction(async (tx) => {
    const mapping = await activeMapping(tx, schoolId, mapId)
    const to: EnquiryStateCode | null = change.toState ?? null
    if (to === null || enquiryState(to).id === mapping.fkToState)
      return updateMapping(tx, mapping.id, { priority: change.priority })
    if (enquiryState(to).id === mapping.fkFromState)
      throw conflict(StateMapMsg.sameState, { toState: StateMapMsg.sameState })
    assertConfirmed(await impactOf(tx, mapping, true), confirm)
    await updateMapping(tx, mapping.id, { active: false })
    const moved = await upsertMapping(tx, {
      fkSchool: schoolId,
      fkFromState: mapping.fkFromState,
      fkToState: enquiryState(to).id,
      priority: change.priority,
    })
    if (!moved) throw conflict(StateMapMsg.exists, { toState: StateMapMsg.exists })
    return moved
  })
}

/** strandedEnquiryStates: open enquiries that stand where the current map gives them no way out. */
export async function strandedStates(db: Db, schoolId: number): Promise<StateImpact[]> {
  const stateIds = (await selectStatesWithoutExit(db, schoolId)).filter((id) => {
    const state = enquiryStateById(id)
    return state !== undefined && needsWayOut(state.code)
  })
  return (await selectOpenEnquiriesIn(db, schoolId, stateIds)).map((s) => ({ ...s, stranded: true }))
}
