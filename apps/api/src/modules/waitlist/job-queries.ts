import { SchoolConfigKey } from '@preschool/domain'
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childActivityLogs, enquiries, schoolConfigs, seatOffers } from '../../db/schema'

export type LapsedOffer = Awaited<ReturnType<typeof selectLapsedOffers>>[number]

/**
 * Offers still waiting for the parent whose due date passed before `today`: the lapse job's work, a batch after
 * the offer `afterId` (keyset order, so an offer that failed is not read again in the same run).
 */
export async function selectLapsedOffers(db: DbOrTx, today: string, afterId: number, limit: number) {
  return db
    .select({ id: seatOffers.id, fkSchool: seatOffers.fkSchool, fkEnquiry: seatOffers.fkEnquiry })
    .from(seatOffers)
    .where(and(lt(seatOffers.dueDate, today), eq(seatOffers.status, 'offered'), gt(seatOffers.id, afterId)))
    .orderBy(asc(seatOffers.id))
    .limit(limit)
}

/**
 * Under the enquiry's lock, the picked offer again, locked, if it is still waiting and overdue: an offer accepted,
 * declined or replaced between the job's select and its lock is not the one to lapse.
 */
export async function lockOfferStillLapsed(db: DbOrTx, offer: LapsedOffer, today: string) {
  const [row] = await db
    .select({ id: seatOffers.id })
    .from(seatOffers)
    .where(and(eq(seatOffers.id, offer.id), eq(seatOffers.status, 'offered'), lt(seatOffers.dueDate, today)))
    .for('update')
  return row !== undefined
}

/**
 * auto_waitlist_period: puts on the waitlist every queued enquiry of a school with a period set that has not
 * changed for that many days, and notes it in each child's log, in one statement. Returns how many moved.
 */
export async function waitlistIdleEnquiries(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    with periods as (
      select fk_school, value::int as days from ${schoolConfigs}
      where key = ${SchoolConfigKey.autoWaitlistPeriod} and value ~ '^[0-9]{1,3}$' and value::int > 0
    ), moved as (
      update ${enquiries} e set waitlisted_at = now()
      from periods p
      where e.fk_school = p.fk_school and e.waitlisted_at is null
        and e.active and e.fk_enquiry_state not in (3, 4) and e.fk_enquiry_state < 30
        and e.updated_at < now() - make_interval(days => p.days)
      returning e.id, e.fk_school, e.fk_child
    )
    insert into ${childActivityLogs} (fk_school, fk_child, fk_enquiry, mode, action, remark)
    select fk_school, fk_child, id, 'system', 'waitlisted', 'No action within the auto waitlist period'
    from moved`)
  return result.affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0
}
