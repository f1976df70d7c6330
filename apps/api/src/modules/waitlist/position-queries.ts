import { and, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childRelations, enquiries, queuedEnquiry } from '../../db/schema'
import { parentOfEnquiry } from '../../platform/authz/parent-of'
import { inQueue, selectWaitList } from './queries'

/**
 * The parent's enquiries to show a place for: on the waitlist (waitlisted_at set, still queued) or holding an
 * offer the parent has not taken up yet (pre_registration, state 31).
 */
export function selectParentQueuedEnquiries(db: DbOrTx, schoolId: number, userId: number) {
  return selectWaitList(
    db,
    schoolId,
    and(
      parentOfEnquiry(userId),
      // The same enquiries, said so that the planner starts from the parent's few children (enquiries_child) rather
      // than from the school's whole queue: an enquiry the parent made is for a child in this set too.
      sql`${enquiries.fkChild} in (select r.fk_child from ${childRelations} r where r.fk_user = ${userId}
        union select o.fk_child from ${enquiries} o where o.fk_user = ${userId})`,
      sql`${enquiries.active} and ((${inQueue()} and ${enquiries.waitlistedAt} is not null)
        or ${enquiries.fkEnquiryState} = 31)`,
    ),
    undefined,
    { anyState: true },
  )
}

/** How many families wait in the queue of each centre, level and month (the 1st) asked about, in one statement. */
export async function selectQueueLengths(
  db: DbOrTx,
  schoolId: number,
  queues: { fkCentre: number; fkLevel: number; month: string }[],
): Promise<Map<string, number>> {
  if (queues.length === 0) return new Map()
  // Each an index-only count of one queue in enquiries_queue_position (the month as a range of the plan date).
  const rows = await db.execute<{ centre: number; level: number; month: string; n: number }>(sql`
    select q.centre, q.level, to_char(q.month, 'YYYY-MM-DD') as month, (
      select count(*) from ${enquiries} e
      where e.fk_school = ${schoolId} and e.fk_centre = q.centre and e.fk_level = q.level
        and ${queuedEnquiry({ active: sql`e.active`, fkEnquiryState: sql`e.fk_enquiry_state` })}
        and e.enrollment_plan >= q.month and e.enrollment_plan < (q.month + interval '1 month')::date
    )::int as n
    from unnest(${sql.param(queues.map((q) => q.fkCentre))}::int[], ${sql.param(queues.map((q) => q.fkLevel))}::int[],
      ${sql.param(queues.map((q) => q.month))}::date[]) as q(centre, level, month)`)
  return new Map(rows.rows.map((r) => [`${r.centre}:${r.level}:${r.month}`, Number(r.n)]))
}
