import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, classes, eventRsvps, events, eventScopes } from '../../db/schema'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { LimitOffset } from '../../platform/pagination'

export type EventRow = typeof events.$inferSelect
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'fkSchool' | 'fkCreator'>
export interface ScopeView {
  id: number
  fkEvent: number
  centreId: number | null
  centreLabel: string | null
  classId: number | null
  classLabel: string | null
}
export interface EventView extends EventRow {
  scopes: ScopeView[]
  attendingCount: number
}

/**
 * The events staff reach: every centre an event invites is one of theirs (a school-wide event, HQ's alone), the
 * same rule the `event` target applies to one event.
 */
export function eventsInReach(scope: CentreScope): SQL {
  if (scope.all) return sql`true`
  const ids = sql.param([...scope.ids])
  return sql`not exists (select 1 from ${eventScopes} as scope where scope.fk_event = ${events.id}
    and (scope.fk_centre is null or not (scope.fk_centre = any(${ids}::int[]))))`
}

export async function selectEventPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  order: SQL[],
  page: LimitOffset,
): Promise<{ totalCount: number; data: EventView[] }> {
  const condition = and(eq(events.fkSchool, schoolId), where)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(condition)
      .orderBy(...order, desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(events).where(condition),
  ])
  return { totalCount: total.n, data: await withScopes(db, rows) }
}

export async function selectEvent(db: DbOrTx, schoolId: number, eventId: number): Promise<EventView | null> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.fkSchool, schoolId), eq(events.id, eventId)))
  return rows.length ? (await withScopes(db, rows))[0] : null
}

/** Locks the event row for a change (publishing, answering) so simultaneous requests take turns. */
export async function lockEvent(tx: DbOrTx, schoolId: number, eventId: number): Promise<EventRow | null> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.fkSchool, schoolId), eq(events.id, eventId)))
    .for('update')
  return row ?? null
}

/** The events' scopes with labels, and their attending counts, for a page of events (two statements). */
export async function withScopes(db: DbOrTx, rows: EventRow[]): Promise<EventView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [scopes, counts] = await Promise.all([
    db
      .select({
        id: eventScopes.id,
        fkEvent: eventScopes.fkEvent,
        centreId: eventScopes.fkCentre,
        centreLabel: centres.label,
        classId: eventScopes.fkClass,
        classLabel: classes.label,
      })
      .from(eventScopes)
      .leftJoin(centres, eq(centres.id, eventScopes.fkCentre))
      .leftJoin(classes, eq(classes.id, eventScopes.fkClass))
      .where(inArray(eventScopes.fkEvent, ids))
      .orderBy(asc(eventScopes.id)),
    db
      .select({ fkEvent: eventRsvps.fkEvent, n: count() })
      .from(eventRsvps)
      .where(and(inArray(eventRsvps.fkEvent, ids), eq(eventRsvps.status, 'attending')))
      .groupBy(eventRsvps.fkEvent),
  ])
  return rows.map((row) => ({
    ...row,
    scopes: scopes.filter((s) => s.fkEvent === row.id),
    attendingCount: counts.find((c) => c.fkEvent === row.id)?.n ?? 0,
  }))
}

export async function insertEvent(
  tx: DbOrTx,
  schoolId: number,
  creatorId: number,
  values: EventValues,
): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({ ...values, fkSchool: schoolId, fkCreator: creatorId })
    .returning({ id: events.id })
  return row.id
}

export async function updateEvent(
  tx: DbOrTx,
  schoolId: number,
  eventId: number,
  values: Partial<EventValues>,
): Promise<void> {
  await tx
    .update(events)
    .set(values)
    .where(and(eq(events.fkSchool, schoolId), eq(events.id, eventId)))
}

/** The classes' centres, of the school: a class scope holds its centre. Unknown classes are left out. */
export async function selectClassCentres(
  db: DbOrTx,
  schoolId: number,
  classIds: readonly number[],
): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map()
  const rows = await db
    .select({ id: classes.id, centreId: classes.fkCentre })
    .from(classes)
    .where(and(eq(classes.fkSchool, schoolId), inArray(classes.id, [...classIds])))
  return new Map(rows.map((r) => [r.id, r.centreId]))
}

export async function replaceScopes(
  tx: DbOrTx,
  schoolId: number,
  eventId: number,
  scopes: { centreId: number | null; classId: number | null }[],
): Promise<void> {
  await tx.delete(eventScopes).where(eq(eventScopes.fkEvent, eventId))
  await tx
    .insert(eventScopes)
    .values(
      scopes.map((s) => ({ fkSchool: schoolId, fkEvent: eventId, fkCentre: s.centreId, fkClass: s.classId })),
    )
}

/** The classes of the centres in reach (every centre for head office), by centre then label: the form's choices. */
export function selectClassesInReach(db: DbOrTx, schoolId: number, scope: CentreScope) {
  return db
    .select({ id: classes.id, label: classes.label, centreId: centres.id, centreLabel: centres.label })
    .from(classes)
    .innerJoin(centres, eq(centres.id, classes.fkCentre))
    .where(
      and(eq(classes.fkSchool, schoolId), scope.all ? undefined : inArray(classes.fkCentre, [...scope.ids])),
    )
    .orderBy(asc(centres.label), asc(classes.label))
}

/** Published events, and those cancelled after publishing. */
export const liveEvent = inArray(events.status, ['published', 'cancelled'])

export const selectEvents = (db: DbOrTx, ids: number[]) =>
  db.select().from(events).where(inArray(events.id, ids))

/** The published events of a month for the centre calendar: one centre's (school-wide included) or the reach's. */
export function selectCalendarEvents(db: DbOrTx, schoolId: number, scope: CentreScope, from: Date, to: Date) {
  const touches = scope.all
    ? sql`true`
    : sql`exists (select 1 from ${eventScopes} as scope where scope.fk_event = ${events.id}
          and (scope.fk_centre is null or scope.fk_centre = any(${sql.param([...scope.ids])}::int[])))`
  return db
    .select()
    .from(events)
    .where(and(eq(events.fkSchool, schoolId), liveEvent, lt(events.from, to), gte(events.to, from), touches))
    .orderBy(asc(events.from), asc(events.id))
}
