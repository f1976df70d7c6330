import type { RefundSource, RefundType } from '@preschool/domain'
import { and, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { refunds } from '../../db/schema'

export type RefundRow = typeof refunds.$inferSelect

export interface RefundInput {
  schoolId: number
  centreId: number
  childId: number
  refundDate: string
  label: string
  amountCents: number
  refundType: RefundType
  isCda: boolean
  source: RefundSource
  sourceId: number
  remark?: string | null
  createdBy?: number | null
}

/**
 * Raises a refund inside the caller's transaction (a withdrawal's last day, a payment taken twice). Raising the same
 * cause, type and part again returns the live refund unchanged, so a replayed job refunds once.
 */
export async function raiseRefund(tx: DbOrTx, input: RefundInput): Promise<RefundRow> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError('refund in cents > 0')
  const [row] = await tx
    .insert(refunds)
    .values({
      fkSchool: input.schoolId,
      fkCentre: input.centreId,
      fkChild: input.childId,
      refundDate: input.refundDate,
      label: input.label,
      amountCents: input.amountCents,
      refundType: input.refundType,
      isCda: input.isCda,
      source: input.source,
      sourceId: input.sourceId,
      remark: input.remark ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (row) return row
  const [live] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.fkSchool, input.schoolId),
        eq(refunds.source, input.source),
        eq(refunds.sourceId, input.sourceId),
        eq(refunds.refundType, input.refundType),
        eq(refunds.isCda, input.isCda),
        ne(refunds.status, 'cancelled'),
      ),
    )
  return live
}

/** Cancels the pending refunds of a cause (a withdrawal cancelled before its last day). Returns how many. */
export async function cancelRefunds(
  tx: DbOrTx,
  schoolId: number,
  source: RefundSource,
  sourceId: number,
  remark: string,
): Promise<number> {
  const rows = await tx
    .update(refunds)
    .set({ status: 'cancelled', remark })
    .where(
      and(
        eq(refunds.fkSchool, schoolId),
        eq(refunds.source, source),
        eq(refunds.sourceId, sourceId),
        eq(refunds.status, 'pending'),
      ),
    )
    .returning({ id: refunds.id })
  return rows.length
}
