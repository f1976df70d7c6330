import type { ChargeSource } from '@preschool/domain'
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { charges } from '../../db/schema'

export type ChargeRow = typeof charges.$inferSelect

/** What a module bills: one line of the family's next invoice. */
export interface ChargeInput {
  schoolId: number
  centreId: number
  childId: number
  /** yyyy-mm-dd: the day it happened; the invoice run of that month bills it. */
  chargeDate: string
  source: ChargeSource
  sourceId: number
  line?: string
  label: string
  quantity: number
  unitPriceCents: number
  taxable: boolean
  cdaPayable: boolean
  createdBy?: number | null
}

/**
 * Records a charge inside the caller's transaction. Recording the same cause again (same source, id and line while
 * the first is live) returns the live charge unchanged: a replayed check-out or RSVP bills once.
 */
export async function recordCharge(tx: DbOrTx, input: ChargeInput): Promise<ChargeRow> {
  if (!Number.isInteger(input.quantity) || input.quantity <= 0)
    throw new RangeError('charge quantity must be > 0')
  if (!Number.isInteger(input.unitPriceCents) || input.unitPriceCents < 0)
    throw new RangeError('charge price in cents')
  const line = input.line ?? ''
  const [row] = await tx
    .insert(charges)
    .values({
      fkSchool: input.schoolId,
      fkCentre: input.centreId,
      fkChild: input.childId,
      chargeDate: input.chargeDate,
      source: input.source,
      sourceId: input.sourceId,
      line,
      label: input.label,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
      amountCents: input.quantity * input.unitPriceCents,
      taxable: input.taxable,
      cdaPayable: input.cdaPayable,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (row) return row
  const [live] = await tx
    .select()
    .from(charges)
    .where(liveOf(input.schoolId, input.source, input.sourceId, line))
  return live
}

/**
 * Voids the live, unbilled charges of a cause, or of several in one statement (an RSVP withdrawn, an event
 * cancelled, a late pickup corrected), with why. A charge an issued invoice already took stays: the correction is
 * then a credit note. Returns how many were voided.
 */
export async function voidCharges(
  tx: DbOrTx,
  schoolId: number,
  source: ChargeSource,
  sourceId: number | readonly number[],
  remark: string,
): Promise<number> {
  const ids = typeof sourceId === 'number' ? [sourceId] : [...sourceId]
  if (ids.length === 0) return 0
  const rows = await tx
    .update(charges)
    .set({ voidedAt: new Date(), voidRemark: remark })
    .where(
      and(
        eq(charges.fkSchool, schoolId),
        eq(charges.source, source),
        inArray(charges.sourceId, ids),
        isNull(charges.voidedAt),
        isNull(charges.fkInvoice),
      ),
    )
    .returning({ id: charges.id })
  return rows.length
}

/** A child's live charges between two dates (inclusive), billed or not, oldest first. */
export async function selectChildCharges(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  from: string,
  to: string,
): Promise<ChargeRow[]> {
  return db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.fkSchool, schoolId),
        eq(charges.fkChild, childId),
        between(charges.chargeDate, from, to),
        isNull(charges.voidedAt),
      ),
    )
    .orderBy(asc(charges.chargeDate), asc(charges.id))
}

function liveOf(schoolId: number, source: ChargeSource, sourceId: number, line: string) {
  return and(
    eq(charges.fkSchool, schoolId),
    eq(charges.source, source),
    eq(charges.sourceId, sourceId),
    eq(charges.line, line),
    isNull(charges.voidedAt),
  )
}
