import {
  CLOSED_ENQUIRY_STATES,
  EnquiryMsg,
  type EnquiryStateCode,
  enquiryState,
  enquiryStateById,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { enquiries, enquiryActivities } from '../../db/schema'
import { conflict } from '../../platform/errors/domain-error'

export type EnquiryRow = typeof enquiries.$inferSelect

/** Columns a transition may change besides the state; identity, tenant and timestamps stay as they are. */
export type EnquiryPatch = Partial<
  Omit<typeof enquiries.$inferInsert, 'id' | 'fkSchool' | 'fkEnquiryState' | 'createdAt' | 'updatedAt'>
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

/** Open: active and neither cancelled nor blacklisted. Only open enquiries move on. */
export function isOpenEnquiry(enquiry: Pick<EnquiryRow, 'active' | 'fkEnquiryState'>): boolean {
  const code = enquiryStateById(enquiry.fkEnquiryState)?.code as EnquiryStateCode | undefined
  return enquiry.active && code !== undefined && !CLOSED_ENQUIRY_STATES.includes(code)
}

/**
 * Moves an open enquiry to another state inside the caller's transaction: writes the state (and the patch) and one
 * activity row. The update only applies while the row is still in the state the caller read, so a concurrent
 * change is refused rather than overwritten. A closing state also makes the enquiry inactive.
 */
export async function transitionEnquiry(
  tx: DbOrTx,
  { enquiry, to, action, actorId, remarks = null, patch = {} }: EnquiryTransition,
): Promise<EnquiryRow> {
  if (!isOpenEnquiry(enquiry)) throw conflict(EnquiryMsg.closed)
  const target = enquiryState(to)
  const closing = CLOSED_ENQUIRY_STATES.includes(to)
  const [moved] = await tx
    .update(enquiries)
    .set({
      ...patch,
      fkEnquiryState: target.id,
      ...(closing ? { active: false } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(enquiries.id, enquiry.id),
        eq(enquiries.fkSchool, enquiry.fkSchool),
        eq(enquiries.fkEnquiryState, enquiry.fkEnquiryState),
        eq(enquiries.active, true),
      ),
    )
    .returning()
  if (!moved) throw conflict(EnquiryMsg.changed)
  await tx.insert(enquiryActivities).values({
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
