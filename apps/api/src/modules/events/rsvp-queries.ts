import type { RsvpStatus } from '@preschool/domain'
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  childClasses,
  childLevels,
  children,
  classes,
  eventRsvpGuests,
  eventRsvps,
  events,
  eventScopes,
} from '../../db/schema'
import { parentOfChild } from '../../platform/authz/parent-of'
import type { LimitOffset } from '../../platform/pagination'

export type RsvpRow = typeof eventRsvps.$inferSelect
export type GuestRow = typeof eventRsvpGuests.$inferSelect

/**
 * A child's place today (its open seat's centre and its current class) when an event invites it: the whole school,
 * the seat's centre, or the child's class. Null when the event does not invite the child.
 */
export async function childInvitation(
  db: DbOrTx,
  schoolId: number,
  eventId: number,
  childId: number,
): Promise<{ centreId: number; classId: number | null } | null> {
  const rows = await db.execute<{ centre_id: number; class_id: number | null }>(sql`
    select seat.fk_centre as centre_id, placement.fk_class as class_id
    from ${childLevels} as seat
    left join ${childClasses} as placement on placement.fk_child = seat.fk_child
      and placement.from_date <= current_date and (placement.to_date is null or placement.to_date >= current_date)
    where seat.fk_school = ${schoolId} and seat.fk_child = ${childId}
      and (seat.to_date is null or seat.to_date >= current_date)
      and exists (select 1 from ${eventScopes} as scope where scope.fk_event = ${eventId}
        and (scope.fk_centre is null or (scope.fk_centre = seat.fk_centre
          and (scope.fk_class is null or scope.fk_class = placement.fk_class))))
    order by seat.from_date limit 1`)
  const row = rows.rows[0]
  return row ? { centreId: row.centre_id, classId: row.class_id } : null
}

export async function lockRsvp(tx: DbOrTx, eventId: number, childId: number): Promise<RsvpRow | null> {
  const [row] = await tx
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.fkEvent, eventId), eq(eventRsvps.fkChild, childId)))
    .for('update')
  return row ?? null
}

export async function upsertRsvp(
  tx: DbOrTx,
  values: Omit<typeof eventRsvps.$inferInsert, 'id'>,
): Promise<RsvpRow> {
  const [row] = await tx
    .insert(eventRsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [eventRsvps.fkEvent, eventRsvps.fkChild],
      set: { ...values, createdAt: undefined },
    })
    .returning()
  return row
}

export async function updateRsvp(tx: DbOrTx, rsvpId: number, values: Partial<RsvpRow>): Promise<RsvpRow> {
  const [row] = await tx.update(eventRsvps).set(values).where(eq(eventRsvps.id, rsvpId)).returning()
  return row
}

/** The guests still on RSVPs (removed ones left out), oldest first. */
export async function selectGuests(db: DbOrTx, rsvpIds: readonly number[]): Promise<GuestRow[]> {
  if (rsvpIds.length === 0) return []
  return db
    .select()
    .from(eventRsvpGuests)
    .where(and(inArray(eventRsvpGuests.fkRsvp, [...rsvpIds]), isNull(eventRsvpGuests.removedAt)))
    .orderBy(asc(eventRsvpGuests.id))
}

export async function insertGuests(
  tx: DbOrTx,
  schoolId: number,
  rsvpId: number,
  guests: { name: string | null; mobile: string | null; relation: string | null }[],
): Promise<void> {
  if (guests.length === 0) return
  await tx.insert(eventRsvpGuests).values(guests.map((g) => ({ ...g, fkSchool: schoolId, fkRsvp: rsvpId })))
}

/** Takes guests off an RSVP (all of them, or one), keeping the rows with who and when. */
export async function removeGuests(tx: DbOrTx, rsvpId: number, byUserId: number, guestId?: number) {
  return tx
    .update(eventRsvpGuests)
    .set({ removedAt: new Date(), fkRemovedBy: byUserId })
    .where(
      and(
        eq(eventRsvpGuests.fkRsvp, rsvpId),
        isNull(eventRsvpGuests.removedAt),
        guestId === undefined ? undefined : eq(eventRsvpGuests.id, guestId),
      ),
    )
    .returning({ id: eventRsvpGuests.id })
}

/** A live guest of an event, with its RSVP. */
export async function selectGuestOfEvent(db: DbOrTx, eventId: number, guestId: number) {
  const [row] = await db
    .select({ guest: eventRsvpGuests, rsvp: eventRsvps })
    .from(eventRsvpGuests)
    .innerJoin(eventRsvps, eq(eventRsvps.id, eventRsvpGuests.fkRsvp))
    .where(
      and(
        eq(eventRsvpGuests.id, guestId),
        eq(eventRsvps.fkEvent, eventId),
        isNull(eventRsvpGuests.removedAt),
      ),
    )
  return row ?? null
}

const rsvpListColumns = {
  rsvp: eventRsvps,
  childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
  centreLabel: centres.label,
  classLabel: classes.label,
}
export type RsvpListRow = { rsvp: RsvpRow; childName: string; centreLabel: string; classLabel: string | null }

export async function selectRsvpList(
  db: DbOrTx,
  eventId: number,
  status: RsvpStatus,
  page: LimitOffset | null,
  where?: SQL,
): Promise<{ totalCount: number; data: RsvpListRow[] }> {
  const condition = and(eq(eventRsvps.fkEvent, eventId), eq(eventRsvps.status, status), where)
  const query = db
    .select(rsvpListColumns)
    .from(eventRsvps)
    .innerJoin(children, eq(children.id, eventRsvps.fkChild))
    .innerJoin(centres, eq(centres.id, eventRsvps.fkCentre))
    .leftJoin(classes, eq(classes.id, eventRsvps.fkClass))
    .where(condition)
    .orderBy(
      asc(centres.label),
      asc(classes.label),
      asc(children.firstname),
      asc(children.lastname),
      asc(eventRsvps.id),
    )
  const [data, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ n: count() }).from(eventRsvps).where(condition),
  ])
  return { totalCount: total.n, data }
}

export async function selectRsvpRow(db: DbOrTx, rsvpId: number): Promise<RsvpListRow> {
  const [row] = await db
    .select(rsvpListColumns)
    .from(eventRsvps)
    .innerJoin(children, eq(children.id, eventRsvps.fkChild))
    .innerJoin(centres, eq(centres.id, eventRsvps.fkCentre))
    .leftJoin(classes, eq(classes.id, eventRsvps.fkClass))
    .where(eq(eventRsvps.id, rsvpId))
  return row
}

const liveGuests = sql<number>`(select count(*)::int from ${eventRsvpGuests} as guest
  where guest.fk_rsvp = ${eventRsvps.id} and guest.removed_at is null)`

export async function selectStatusCounts(db: DbOrTx, eventId: number) {
  return db
    .select({
      status: eventRsvps.status,
      children: count(),
      guests: sql<number>`coalesce(sum(${liveGuests}), 0)::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.fkEvent, eventId))
    .groupBy(eventRsvps.status)
}

export async function selectClassCentreCounts(db: DbOrTx, eventId: number, status: RsvpStatus) {
  return db
    .select({
      centreId: eventRsvps.fkCentre,
      centreLabel: centres.label,
      classId: eventRsvps.fkClass,
      classLabel: classes.label,
      children: count(),
      guests: sql<number>`coalesce(sum(${liveGuests}), 0)::int`,
    })
    .from(eventRsvps)
    .innerJoin(centres, eq(centres.id, eventRsvps.fkCentre))
    .leftJoin(classes, eq(classes.id, eventRsvps.fkClass))
    .where(and(eq(eventRsvps.fkEvent, eventId), eq(eventRsvps.status, status)))
    .groupBy(eventRsvps.fkCentre, centres.label, eventRsvps.fkClass, classes.label)
    .orderBy(asc(centres.label), asc(classes.label))
}

/** The attending RSVPs of an event (to void their fees and tell their families when it is cancelled). */
export async function selectAttending(tx: DbOrTx, eventId: number) {
  return tx
    .select({ id: eventRsvps.id, userId: eventRsvps.fkUser })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.fkEvent, eventId), eq(eventRsvps.status, 'attending')))
}

export async function countRsvps(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventRsvps).where(eq(eventRsvps.fkEvent, eventId))
  return row.n
}

/**
 * The parent's children with the published (or cancelled) events that invite them, from the publish date until 30
 * days after the end: one row per child and event, soonest first.
 */
export async function selectFamilyEvents(db: DbOrTx, schoolId: number, userId: number, today: string) {
  return db
    .select({
      eventId: events.id,
      childId: children.id,
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
    })
    .from(children)
    .innerJoin(
      childLevels,
      and(
        eq(childLevels.fkChild, children.id),
        sql`(${childLevels.to} is null or ${childLevels.to} >= current_date)`,
      ),
    )
    .innerJoin(
      events,
      and(
        eq(events.fkSchool, schoolId),
        inArray(events.status, ['published', 'cancelled']),
        sql`${events.publishDate} <= ${today}`,
        sql`${events.to} >= now() - interval '30 days'`,
        sql`exists (select 1 from ${eventScopes} as scope where scope.fk_event = ${events.id}
          and (scope.fk_centre is null or (scope.fk_centre = ${childLevels.fkCentre} and (scope.fk_class is null
            or exists (select 1 from ${childClasses} as placement where placement.fk_child = ${children.id}
              and placement.fk_class = scope.fk_class and placement.from_date <= current_date
              and (placement.to_date is null or placement.to_date >= current_date))))))`,
      ),
    )
    .where(and(eq(children.fkSchool, schoolId), parentOfChild(children.id, userId)))
    .orderBy(asc(events.from), asc(events.id), asc(children.firstname), asc(children.id))
}

export async function selectRsvpsOf(db: DbOrTx, pairs: { eventId: number; childId: number }[]) {
  if (pairs.length === 0) return []
  const eventIds = [...new Set(pairs.map((p) => p.eventId))]
  const childIds = [...new Set(pairs.map((p) => p.childId))]
  return db
    .select()
    .from(eventRsvps)
    .where(and(inArray(eventRsvps.fkEvent, eventIds), inArray(eventRsvps.fkChild, childIds)))
}
