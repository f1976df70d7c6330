import { and, eq, gt, inArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { visits } from '../../db/schema'
import { freeSeat, seatOf } from './slots'

/**
 * When an enquiry closes (cancelled), its visits that will not take place are called off in the caller's
 * transaction: every one still waiting for the centre, and every approved one still to come, is marked cancelled
 * and its seat freed, so the slot is open to other families and the centre calendar no longer shows it. Visits
 * that took place stay as they were. The caller holds the enquiry's lock, which covers its visits.
 */
export async function callOffVisitsOfEnquiry(
  tx: DbOrTx,
  enquiryId: number,
  now = new Date(),
): Promise<number> {
  const open = await tx
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.fkEnquiry, enquiryId),
        or(eq(visits.status, 'created'), and(eq(visits.status, 'completed'), gt(visits.visitFrom, now))),
      ),
    )
    .for('update')
  if (open.length === 0) return 0
  for (const visit of open) {
    const seat = seatOf(visit)
    if (seat) await freeSeat(tx, seat)
  }
  await tx
    .update(visits)
    .set({ status: 'cancelled', completed: false })
    .where(
      inArray(
        visits.id,
        open.map((v) => v.id),
      ),
    )
  return open.length
}
