import { and, asc, count, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  childClasses,
  childLevels,
  childRelations,
  children,
  classes,
  levels,
  parents,
  programs,
  users,
  childSearchName,
} from '../../db/schema'
import { inClassesOf } from '../../platform/authz/class-scope'
import { qualified } from '../../platform/authz/parent-of'
import type { LimitOffset } from '../../platform/pagination'
import { livePlacement } from './class-queries'

export type ChildRow = typeof children.$inferSelect
export type ChildStatus = 'enrolled' | 'past' | 'any'

/** The seat a list filters on: one alias, so the caller's reach applies to the seat's centre. */
export const seat = alias(childLevels, 'seat')

/** A child with a live placement in one of the user's classes (the class scope of child lists). */
export const childInClassesOf = (userId: number): SQL => sql`exists (select 1 from ${childClasses} as scoped
  where scoped.fk_child = ${qualified(children.id)}
    and (scoped.to_date is null or scoped.to_date >= current_date)
    and ${inClassesOf(sql`scoped.fk_class`, userId)})`

export interface ChildListFilter {
  status: ChildStatus
  /** The caller's reach on `seat.fkCentre` (and the class scope). */
  reach: SQL
  search?: string | null
  centreId?: number | null
  levelId?: number | null
  classIds: number[]
}

function childCondition(db: DbOrTx, schoolId: number, today: string, f: ChildListFilter) {
  const live = or(isNull(seat.to), sql`${seat.to} >= ${today}`)
  const status =
    f.status === 'enrolled'
      ? live
      : f.status === 'past'
        ? and(
            sql`${seat.moveReason} in ('withdrawn', 'graduated')`,
            sql`not exists (select 1 from ${childLevels} as later where later.fk_child = ${qualified(children.id)}
              and (later.to_date is null or later.to_date >= ${today}))`,
          )
        : undefined
  const text = f.search
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')
  return and(
    eq(children.fkSchool, schoolId),
    exists(
      db
        .select({ one: sql`1` })
        .from(seat)
        .where(
          and(
            eq(seat.fkChild, children.id),
            // The school's seats as a set (an index-only scan) when the planner counts a whole school.
            eq(seat.fkSchool, schoolId),
            status,
            f.centreId ? eq(seat.fkCentre, f.centreId) : undefined,
            f.levelId ? eq(seat.fkLevel, f.levelId) : undefined,
            f.reach,
          ),
        ),
    ),
    text
      ? sql`(${childSearchName(children)} like ${`%${text}%`}
          or lower(${children.birthCertificate}) = ${text})`
      : undefined,
    f.classIds.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(childClasses)
            .where(
              and(
                eq(childClasses.fkChild, children.id),
                inArray(childClasses.fkClass, f.classIds),
                livePlacement(today),
              ),
            ),
        )
      : undefined,
  )
}

export async function selectChildPage(
  db: DbOrTx,
  schoolId: number,
  today: string,
  f: ChildListFilter,
  page: LimitOffset,
) {
  const where = childCondition(db, schoolId, today, f)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(children)
      .where(where)
      .orderBy(asc(children.firstname), asc(children.lastname), asc(children.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(children).where(where),
  ])
  return { totalCount: total.n, rows }
}

export async function selectChild(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.fkSchool, schoolId)))
  return row ?? null
}

export async function updateChild(
  db: DbOrTx,
  childId: number,
  values: Partial<typeof children.$inferInsert>,
) {
  await db.update(children).set(values).where(eq(children.id, childId))
}

const nextLevel = alias(levels, 'next_level')

/** Every seat of the children, oldest first, with its labels (one statement for a whole list). */
export function selectSeatsOf(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([])
  return db
    .select({
      seat: childLevels,
      centreLabel: centres.label,
      levelLabel: levels.label,
      promotionDate: levels.promotionDate,
      programLabel: programs.label,
      nextLevelLabel: nextLevel.label,
    })
    .from(childLevels)
    .innerJoin(centres, eq(centres.id, childLevels.fkCentre))
    .innerJoin(levels, eq(levels.id, childLevels.fkLevel))
    .leftJoin(programs, eq(programs.id, childLevels.fkProgram))
    .leftJoin(nextLevel, eq(nextLevel.id, childLevels.fkNextLevel))
    .where(inArray(childLevels.fkChild, childIds))
    .orderBy(asc(childLevels.fkChild), asc(childLevels.from), asc(childLevels.id))
}
export type SeatRow = Awaited<ReturnType<typeof selectSeatsOf>>[number]

/** Every class placement of the children, oldest first, with the class and level labels. */
export function selectPlacementsOf(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([])
  return db
    .select({ placement: childClasses, classLabel: classes.label, levelLabel: levels.label })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .innerJoin(levels, eq(levels.id, childClasses.fkLevel))
    .where(inArray(childClasses.fkChild, childIds))
    .orderBy(asc(childClasses.fkChild), asc(childClasses.from), asc(childClasses.id))
}
export type PlacementRow = Awaited<ReturnType<typeof selectPlacementsOf>>[number]

/** The parents and guardians of children, main applicant first. */
export function selectGuardiansOf(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([])
  return db
    .select({
      childId: childRelations.fkChild,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      mobilePhone: users.mobilePhone,
      mobilePhoneCountryCode: users.mobilePhoneCountryCode,
      relation: childRelations.relation,
      isMainApplicant: childRelations.isMainApplicant,
      guardianAccess: childRelations.guardianAccess,
      isParent: sql<boolean>`${parents.id} is not null`,
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .leftJoin(parents, eq(parents.fkUser, users.id))
    .where(inArray(childRelations.fkChild, childIds))
    .orderBy(asc(childRelations.fkChild), sql`${childRelations.isMainApplicant} desc`, asc(childRelations.id))
}
export type GuardianRow = Awaited<ReturnType<typeof selectGuardiansOf>>[number]

/** Children with a live seat at the class's centre and level and no live placement of that level. */
export function selectAssignable(
  db: DbOrTx,
  schoolId: number,
  today: string,
  klass: { fkCentre: number; fkLevel: number },
  childIds?: number[],
) {
  return db
    .select({
      child: children,
      seatId: childLevels.id,
      fkProgram: childLevels.fkProgram,
      seatFrom: childLevels.from,
    })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkCentre, klass.fkCentre),
        eq(childLevels.fkLevel, klass.fkLevel),
        or(isNull(childLevels.to), sql`${childLevels.to} >= ${today}`),
        childIds ? inArray(childLevels.fkChild, childIds) : undefined,
        sql`not exists (select 1 from ${childClasses} as placed where placed.fk_child = ${childLevels.fkChild}
          and placed.fk_level = ${childLevels.fkLevel} and placed.to_date is null)`,
      ),
    )
    .orderBy(asc(children.firstname), asc(children.lastname), asc(children.id))
}

export async function insertPlacements(db: DbOrTx, rows: (typeof childClasses.$inferInsert)[]) {
  if (rows.length) await db.insert(childClasses).values(rows)
}

/** Which of the children already have an open placement of the level. */
export async function selectPlacedAtLevel(db: DbOrTx, childIds: number[], levelId: number) {
  const rows = await db
    .select({ id: childClasses.fkChild })
    .from(childClasses)
    .where(
      and(
        inArray(childClasses.fkChild, childIds),
        eq(childClasses.fkLevel, levelId),
        isNull(childClasses.to),
      ),
    )
  return new Set(rows.map((r) => r.id))
}
