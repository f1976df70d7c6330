import { SchoolConfigKey } from '@preschool/domain'
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { openEnquiryCondition } from '../../db/open-enquiry'
import {
  centreLevels,
  centres,
  childRelations,
  children,
  enquiries,
  enquiryActivities,
  levels,
  programs,
  schoolConfigs,
  users,
  visitAvailabilities,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'
import {
  type CentreAddressRow,
  type CentreWithAddresses,
  selectCentreAddresses,
  withAddresses,
} from '../centres'

export type EnquiryRow = typeof enquiries.$inferSelect
export type NewEnquiryRow = typeof enquiries.$inferInsert
export type NewChildRow = typeof children.$inferInsert

export type ChildRow = typeof children.$inferSelect

/** An enquiry with what lists show of it: its centre (with addresses), parent contact, level and programme. */
export type EnquiryView = EnquiryRow & {
  centre: { id: number; label: string; code: string; addresses: CentreAddressRow[] }
  user: { id: number; email: string; mobilePhone: string | null; mobilePhoneCountryCode: string | null }
  level: { id: number; label: string; active: boolean }
  program: { id: number; label: string; active: boolean } | null
}

/** Open enquiries only: active and neither cancelled nor blacklisted. */
export const openCondition = openEnquiryCondition

/** The children the user is a parent or guardian of, as a subquery. */
export const familyChildIds = (db: DbOrTx, userId: number) =>
  db.select({ id: childRelations.fkChild }).from(childRelations).where(eq(childRelations.fkUser, userId))

/** Enquiries of a school matching `where`, newest first, with their details; a page of them when asked. */
export async function selectEnquiryViews(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page?: LimitOffset,
): Promise<EnquiryView[]> {
  const query = db
    .select({
      enquiry: enquiries,
      centre: { id: centres.id, label: centres.label, code: centres.code },
      user: {
        id: users.id,
        email: users.email,
        mobilePhone: users.mobilePhone,
        mobilePhoneCountryCode: users.mobilePhoneCountryCode,
      },
      level: { id: levels.id, label: levels.label, active: levels.active },
      program: { id: programs.id, label: programs.label, active: programs.active },
    })
    .from(enquiries)
    .innerJoin(centres, eq(centres.id, enquiries.fkCentre))
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .leftJoin(programs, eq(programs.id, enquiries.fkProgram))
    .where(and(eq(enquiries.fkSchool, schoolId), where))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query)
  const addresses = await selectCentreAddresses(
    db,
    rows.map((r) => r.centre.id),
  )
  return rows.map((row) => ({
    ...row.enquiry,
    centre: { ...row.centre, addresses: addresses.filter((a) => a.fkCentre === row.centre.id) },
    user: row.user,
    level: row.level,
    program: row.program,
  }))
}

export async function countEnquiries(db: DbOrTx, schoolId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(enquiries)
    .where(and(eq(enquiries.fkSchool, schoolId), where))
  return Number(row?.total ?? 0)
}

export async function selectEnquiryView(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
): Promise<EnquiryView | null> {
  const [view] = await selectEnquiryViews(db, schoolId, eq(enquiries.id, enquiryId))
  return view ?? null
}

/** The enquiry row, locked until the caller's transaction ends when `lock` is set. */
export async function selectEnquiry(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  opts: { lock?: boolean } = {},
): Promise<EnquiryRow | null> {
  const query = db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.fkSchool, schoolId)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row ?? null
}

/** Whether the user is a parent or guardian of the child (in that school, when one is given). */
export async function isRelatedToChild(
  db: DbOrTx,
  userId: number,
  childId: number,
  schoolId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: childRelations.id })
    .from(childRelations)
    .where(
      and(
        eq(childRelations.fkUser, userId),
        eq(childRelations.fkChild, childId),
        schoolId === undefined ? undefined : eq(childRelations.fkSchool, schoolId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The children of the user's family in the school, oldest first. */
export async function selectFamilyChildren(
  db: DbOrTx,
  schoolId: number,
  userId: number,
): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(
      and(
        eq(children.fkSchool, schoolId),
        eq(children.active, true),
        inArray(children.id, familyChildIds(db, userId)),
      ),
    )
    .orderBy(asc(children.dateOfBirth), asc(children.id))
}

/** A child of the school by birth certificate (stored upper case). */
export async function selectChildByCertificate(
  db: DbOrTx,
  schoolId: number,
  birthCertificate: string,
): Promise<ChildRow | null> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.fkSchool, schoolId), eq(children.birthCertificate, birthCertificate)))
  return row ?? null
}

/** The school's values of the given configuration keys. */
export async function selectConfigValues(
  db: DbOrTx,
  schoolId: number,
  keys: SchoolConfigKey[],
): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: schoolConfigs.key, value: schoolConfigs.value })
    .from(schoolConfigs)
    .where(and(eq(schoolConfigs.fkSchool, schoolId), inArray(schoolConfigs.key, keys)))
}

/** The school's centres among `centreIds`, locked against removal until the transaction ends. */
export function lockCentres(tx: Tx, schoolId: number, centreIds: number[]) {
  return tx
    .select({ id: centres.id, label: centres.label, active: centres.active })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), inArray(centres.id, centreIds)))
    .for('share')
}

/** Which of the centres offer the level and programme through an active offer. */
export async function selectCentresOffering(
  db: DbOrTx,
  centreIds: number[],
  levelId: number,
  programId: number,
): Promise<number[]> {
  const rows = await db
    .select({ fkCentre: centreLevels.fkCentre })
    .from(centreLevels)
    .where(
      and(
        inArray(centreLevels.fkCentre, centreIds),
        eq(centreLevels.fkLevel, levelId),
        eq(centreLevels.fkProgram, programId),
        eq(centreLevels.active, true),
      ),
    )
  return rows.map((r) => r.fkCentre)
}

/**
 * The school's active centres offering the level (and the programme, when given) through an active offer of an
 * active level and programme, sorted by label.
 */
export async function selectOfferingCentres(
  db: DbOrTx,
  schoolId: number,
  levelId: number,
  programId: number | null,
): Promise<CentreWithAddresses[]> {
  const offering = db
    .select({ id: centreLevels.fkCentre })
    .from(centreLevels)
    .innerJoin(levels, and(eq(levels.id, centreLevels.fkLevel), eq(levels.active, true)))
    .innerJoin(programs, and(eq(programs.id, centreLevels.fkProgram), eq(programs.active, true)))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.active, true),
        eq(centreLevels.fkLevel, levelId),
        programId === null ? undefined : eq(centreLevels.fkProgram, programId),
      ),
    )
  const rows = await db
    .select()
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), eq(centres.active, true), inArray(centres.id, offering)))
    .orderBy(asc(centres.label), asc(centres.id))
  return withAddresses(db, rows)
}

/** The centres among `centreIds` where the child has an open enquiry. */
export async function selectOpenEnquiryCentres(db: DbOrTx, childId: number, centreIds: number[]) {
  const rows = await db
    .select({ fkCentre: enquiries.fkCentre })
    .from(enquiries)
    .where(and(eq(enquiries.fkChild, childId), inArray(enquiries.fkCentre, centreIds), openCondition()))
  return rows.map((r) => r.fkCentre)
}

/** A new child, with the user as its main applicant. */
export async function insertChildOf(tx: Tx, child: NewChildRow, userId: number): Promise<number> {
  const [row] = await tx.insert(children).values(child).returning({ id: children.id })
  await tx.insert(childRelations).values({
    fkSchool: child.fkSchool,
    fkChild: row.id,
    fkUser: userId,
    isMainApplicant: true,
  })
  return row.id
}

export async function insertEnquiry(tx: Tx, values: NewEnquiryRow): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id })
  return row.id
}

/** One row of an enquiry's activity log: who moved it, from where (null when it was made), to where, and why. */
/** The child's active enquiry at a centre (at most one: enquiries_open_child_centre), locked. */
export async function selectActiveChildEnquiry(
  tx: DbOrTx,
  schoolId: number,
  childId: number,
  centreId: number,
) {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(
      and(
        eq(enquiries.fkSchool, schoolId),
        eq(enquiries.fkChild, childId),
        eq(enquiries.fkCentre, centreId),
        eq(enquiries.active, true),
      ),
    )
    .for('update')
  return row ?? null
}

export async function insertEnquiryActivity(tx: DbOrTx, values: typeof enquiryActivities.$inferInsert) {
  await tx.insert(enquiryActivities).values(values)
}

/**
 * Writes the enquiry's new state (and other columns) only while it is still active and in the state the caller
 * read; null when another request changed it first.
 */
export async function updateEnquiryIfUnchanged(
  tx: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'fkSchool' | 'fkEnquiryState'>,
  values: Partial<NewEnquiryRow>,
): Promise<EnquiryRow | null> {
  const [moved] = await tx
    .update(enquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(enquiries.id, enquiry.id),
        eq(enquiries.fkSchool, enquiry.fkSchool),
        eq(enquiries.fkEnquiryState, enquiry.fkEnquiryState),
        eq(enquiries.active, true),
      ),
    )
    .returning()
  return moved ?? null
}

/**
 * Whether the centre publishes visit times of the type at all: an active availability that has not ended by today
 * (Singapore's date). Without one the parent is not offered a booking; the centre contacts the family instead.
 */
export async function hasVisitTimes(
  db: DbOrTx,
  q: { schoolId: number; centreId: number; visitType: string; today: string },
): Promise<boolean> {
  const [found] = await db
    .select({ id: visitAvailabilities.id })
    .from(visitAvailabilities)
    .where(
      and(
        eq(visitAvailabilities.fkSchool, q.schoolId),
        eq(visitAvailabilities.fkCentre, q.centreId),
        eq(visitAvailabilities.visitType, q.visitType),
        eq(visitAvailabilities.active, true),
        gte(visitAvailabilities.end, q.today),
      ),
    )
    .limit(1)
  return found !== undefined
}

/** The programmes of a level some active centre of the school offers (an active offer). */
export async function offeredProgramIds(db: DbOrTx, schoolId: number, levelId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: centreLevels.fkProgram })
    .from(centreLevels)
    .innerJoin(centres, and(eq(centres.id, centreLevels.fkCentre), eq(centres.active, true)))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.fkLevel, levelId),
        eq(centreLevels.active, true),
      ),
    )
  return new Set(rows.map((r) => r.id))
}
