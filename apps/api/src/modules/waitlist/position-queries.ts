import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { enquiries } from '../../db/schema'
import { inQueue, planMonth, selectWaitList } from './queries'

/**
 * The parent's enquiries to show a place for: on the waitlist (waitlisted_at set, still queued) or holding an
 * offer the parent has not taken up yet (pre_registration, state 31).
 */
export function selectParentQueuedEnquiries(db: DbOrTx, schoolId: number, parentOf: SQL) {
  return selectWaitList(
    db,
    schoolId,
    and(
      parentOf,
      sql`${enquiries.active} and ((${inQueue()} and ${enquiries.waitlistedAt} is not null)
        or ${enquiries.fkEnquiryState} = 31)`,
    ),
    undefined,
    { anyState: true },
  )
}

/** How many families wait in the queue of each centre, level and month (the 1st) asked about. */
export async function selectQueueLengths(
  db: DbOrTx,
  schoolId: number,
  queues: { fkCentre: number; fkLevel: number; month: string }[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const q of queues) {
    const key = `${q.fkCentre}:${q.fkLevel}:${q.month}`
    if (out.has(key)) continue
    const [row] = await db
      .select({ n: count() })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.fkSchool, schoolId),
          eq(enquiries.fkCentre, q.fkCentre),
          eq(enquiries.fkLevel, q.fkLevel),
          inQueue(),
          sql`${planMonth} = ${q.month}::date`,
        ),
      )
    out.set(key, Number(row?.n ?? 0))
  }
  return out
}
