import {
  CLOSED_ENQUIRY_STATES,
  EnquiryMsg,
  type EnquiryStateCode,
  enquiryState,
  enquiryStateById,
  isOpenEnquiry,
  StateMapMsg,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { conflict } from '../../platform/errors/domain-error'
import { isMoveAllowed } from '../statemachine'
import {
  type EnquiryRow,
  insertEnquiryActivity,
  type NewEnquiryRow,
  updateEnquiryIfUnchanged,
} from './queries'

export type { EnquiryRow }

/** Columns a transition may change besides the state; identity, tenant and timestamps stay as they are. */
export type EnquiryPatch = Partial<
  Omit<NewEnquiryRow, 'id' | 'fkSchool' | 'fkEnquiryState' | 'createdAt' | 'updatedAt'>
>

export interface EnquiryTransition {
  enquiry: EnquiryRow
  to: EnquiryStateCode
  /** What happened, such as 'created', 'cancelled', 'book_visit'; kept in the activity log. */
  action: string
  /** The user who moved it; null when the system did. */
  actorId: number | null
  remarks?: string | null
  patch?: EnquiryPatch
}

/** An enquiry moves on only while it is active and neither cancelled nor blacklisted. */
export function assertOpenEnquiry(enquiry: Pick<EnquiryRow, 'active' | 'fkEnquiryState'>): void {
  if (!isOpenEnquiry(enquiry)) throw conflict(EnquiryMsg.closed)
}

/**
 * A move to another state must be one the school's state map allows (one read of its unique index); staying in the
 * state (a trial moved to another time) is not a move.
 */
async function assertMoveAllowed(tx: DbOrTx, enquiry: EnquiryRow, toStateId: number): Promise<void> {
  if (toStateId === enquiry.fkEnquiryState) return
  if (await isMoveAllowed(tx, enquiry.fkSchool, enquiry.fkEnquiryState, toStateId)) return
  const from = enquiryStateById(enquiry.fkEnquiryState)?.label ?? String(enquiry.fkEnquiryState)
  throw conflict(StateMapMsg.notAllowed(from, enquiryStateById(toStateId)?.label ?? String(toStateId)))
}

/**
 * Moves an open enquiry to another state inside the caller's transaction: checks the school's state map allows the
 * move, writes the state (and the patch) and one activity row. The update only applies while the row is still in the state the caller read, so a concurrent
 * change is refused rather than overwritten. A closing state also makes the enquiry inactive.
 */
export async function transitionEnquiry(
  tx: DbOrTx,
  { enquiry, to, action, actorId, remarks = null, patch = {} }: EnquiryTransition,
): Promise<EnquiryRow> {
  assertOpenEnquiry(enquiry)
  const target = enquiryState(to)
  const closing = CLOSED_ENQUIRY_STATES.includes(to)
  await assertMoveAllowed(tx, enquiry, target.id)
  const moved = await updateEnquiryIfUnchanged(tx, enquiry, {
    ...patch,
    fkEnquiryState: target.id,
    ...(closing ? { active: false } : {}),
  })
  if (!moved) throw conflict(EnquiryMsg.changed)
  await insertEnquiryActivity(tx, {
    fkSchool: enquiry.fkSchool,
    fkEnquiry: enquiry.id,
    fkFromState: enquiry.fkEnquiryState,
    fkToState: target.id,
    fkUser: actorId,
    action,
    remarks,
  })
  return moved
}
