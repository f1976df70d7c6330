import { and, asc, between, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  attendanceChanges,
  attendanceEntries,
  charges,
  childClasses,
  childRelations,
  children,
  classes,
  healthChecks,
  latePickups,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type EntryRow = typeof attendanceEntries.$inferSelect
export type HealthCheckRow = typeof healthChecks.$inferSelect
export type LatePickupRow = typeof latePickups.$inferSelect & { invoiceId: number | null }

/** Placements in force on a day. */
export const placedOn = (date: string) =>
  and(lte(childClasses.from, date), or(isNull(childClasses.to), gte(childClasses.to, date)))

/** The children of a class on a day (its placements then), by name: the register's rows. */
export const selectClassChildren = (db: DbOrTx, schoolId: number, classId: number, date: string) =>
  db
    .select({
      childId: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
      centreId: classes.fkCentre,
    })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .innerJoin(children, eq(children.id, childClasses.fkChild))
    .where(and(eq(childClasses.fkSchool, schoolId), eq(childClasses.fkClass, classId), placedOn(date)))
    .orderBy(asc(children.firstname), asc(children.lastname), asc(children.id))

/** Which of `childIds` are placed in the class on the day, with the class's centre. */
export const selectPlacements = (
  db: DbOrTx,
  schoolId: number,
  classId: number,
  date: string,
  childIds: number[],
) =>
  db
    .select({ childId: childClasses.fkChild, centreId: classes.fkCentre })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .where(
      and(
        eq(childClasses.fkSchool, schoolId),
        eq(childClasses.fkClass, classId),
        inArray(childClasses.fkChild, childIds),
        placedOn(date),
      ),
    )

/** The live marks of children on one day, in time order (locked: the rules read them before writing). */
export const selectDayEntries = (db: DbOrTx, childIds: number[], date: string, lock = false) => {
  const query = db
    .select()
    .from(attendanceEntries)
    .where(
      and(
        inArray(attendanceEntries.fkChild, childIds),
        eq(attendanceEntries.date, date),
        eq(attendanceEntries.active, true),
      ),
    )
    .orderBy(asc(attendanceEntries.time), asc(attendanceEntries.id))
  return lock ? query.for('update') : query
}

/** A child's live marks over a date range (a child's month: index attendance_child_date). */
export const selectChildEntries = (db: DbOrTx, schoolId: number, childId: number, from: string, to: string) =>
  db
    .select()
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.fkChild, childId),
        between(attendanceEntries.date, from, to),
        eq(attendanceEntries.fkSchool, schoolId),
        eq(attendanceEntries.active, true),
      ),
    )
    .orderBy(asc(attendanceEntries.date), asc(attendanceEntries.time), asc(attendanceEntries.id))

export const selectEntry = async (db: DbOrTx, schoolId: number, id: number): Promise<EntryRow | null> =>
  (
    await db
      .select()
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.id, id), eq(attendanceEntries.fkSchool, schoolId)))
      .for('update')
  )[0] ?? null

export const insertEntries = (db: DbOrTx, rows: (typeof attendanceEntries.$inferInsert)[]) =>
  db.insert(attendanceEntries).values(rows).returning()

export const updateEntry = async (
  db: DbOrTx,
  id: number,
  values: Partial<typeof attendanceEntries.$inferInsert>,
) => (await db.update(attendanceEntries).set(values).where(eq(attendanceEntries.id, id)).returning())[0]

export const insertChanges = (db: DbOrTx, rows: (typeof attendanceChanges.$inferInsert)[]) =>
  rows.length ? db.insert(attendanceChanges).values(rows) : Promise.resolve()

/** The history of marks, with the name of who changed each, oldest first. */
export const selectChanges = (db: DbOrTx, entryIds: number[]) =>
  entryIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          entryId: attendanceChanges.fkEntry,
          changedAt: attendanceChanges.changedAt,
          action: attendanceChanges.action,
          changes: attendanceChanges.changes,
          remark: attendanceChanges.remark,
          changedBy: sql<
            string | null
          >`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
        })
        .from(attendanceChanges)
        .leftJoin(users, eq(users.id, attendanceChanges.changedBy))
        .where(inArray(attendanceChanges.fkEntry, entryIds))
        .orderBy(asc(attendanceChanges.changedAt), asc(attendanceChanges.id))

export const insertHealthChecks = (db: DbOrTx, rows: (typeof healthChecks.$inferInsert)[]) =>
  rows.length ? db.insert(healthChecks).values(rows).returning() : Promise.resolve([])

/** Live health checks of children over days (one day for the register). */
export const selectHealthChecks = (db: DbOrTx, childIds: number[], from: string, to: string) =>
  childIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(healthChecks)
        .where(
          and(
            inArray(healthChecks.fkChild, childIds),
            between(healthChecks.date, from, to),
            eq(healthChecks.active, true),
          ),
        )
        .orderBy(asc(healthChecks.time), asc(healthChecks.id))

export const insertLatePickup = async (db: DbOrTx, row: typeof latePickups.$inferInsert) =>
  (await db.insert(latePickups).values(row).returning())[0]

/** Ends the live late pickup of a check-out (corrected); returns it so its charge is voided too. */
export const deactivateLatePickup = async (db: DbOrTx, entryId: number) =>
  (
    await db
      .update(latePickups)
      .set({ active: false })
      .where(and(eq(latePickups.fkEntry, entryId), eq(latePickups.active, true)))
      .returning({ id: latePickups.id })
  )[0] ?? null

const latePickupColumns = {
  id: latePickups.id,
  fkSchool: latePickups.fkSchool,
  fkCentre: latePickups.fkCentre,
  fkChild: latePickups.fkChild,
  fkEntry: latePickups.fkEntry,
  date: latePickups.date,
  pickedBy: latePickups.pickedBy,
  pickupTime: latePickups.pickupTime,
  remarks: latePickups.remarks,
  quantity: latePickups.quantity,
  feeCents: latePickups.feeCents,
  active: latePickups.active,
  createdAt: latePickups.createdAt,
  invoiceId: charges.fkInvoice,
}

const latePickupWhere = (
  schoolId: number,
  childId: number,
  from: string,
  to: string,
  active: boolean | null,
) =>
  and(
    eq(latePickups.fkChild, childId),
    between(latePickups.date, from, to),
    eq(latePickups.fkSchool, schoolId),
    active === null ? undefined : eq(latePickups.active, active),
  )

/** A child's late pickups of a range, newest first, with the invoice that billed each (its live charge's). */
export const selectLatePickupsPage = (
  db: DbOrTx,
  schoolId: number,
  childId: number,
  range: { from: string; to: string; active: boolean | null },
  page: LimitOffset,
): Promise<LatePickupRow[]> =>
  db
    .select(latePickupColumns)
    .from(latePickups)
    .leftJoin(
      charges,
      and(
        eq(charges.fkSchool, latePickups.fkSchool),
        eq(charges.source, 'late_pickup'),
        eq(charges.sourceId, latePickups.id),
        isNull(charges.voidedAt),
      ),
    )
    .where(latePickupWhere(schoolId, childId, range.from, range.to, range.active))
    .orderBy(desc(latePickups.date), desc(latePickups.id))
    .limit(page.limit)
    .offset(page.offset)

/** The count and fee of a child's live late pickups of a range (what the family is billed). */
export const selectLatePickupTotals = async (
  db: DbOrTx,
  schoolId: number,
  childId: number,
  range: { from: string; to: string; active: boolean | null },
) =>
  (
    await db
      .select({
        count: sql<number>`count(*)::int`,
        fee: sql<number>`coalesce(sum(${latePickups.feeCents}) filter (where ${latePickups.active}), 0)::int`,
      })
      .from(latePickups)
      .where(latePickupWhere(schoolId, childId, range.from, range.to, range.active))
  )[0]

/** The parents and guardians with access of each child, to tell them by bell. */
export const selectParentsOf = (db: DbOrTx, childIds: number[]) =>
  db
    .select({ childId: childRelations.fkChild, userId: childRelations.fkUser })
    .from(childRelations)
    .where(and(inArray(childRelations.fkChild, childIds), eq(childRelations.guardianAccess, true)))

/** Names of children, for the notices. */
export const selectChildNames = (db: DbOrTx, childIds: number[]) =>
  db
    .select({ id: children.id, firstname: children.firstname, lastname: children.lastname })
    .from(children)
    .where(inArray(children.id, childIds))
