import { CLOSED_ENQUIRY_STATES, enquiryState } from '@preschool/domain'
import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, childRelations, children, enquiries, levels, programs, users } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'
import { type CentreAddressRow, selectCentreAddresses } from '../centres/queries'
import type { EnquiryRow } from './transition'

export type ChildRow = typeof children.$inferSelect

/** An enquiry with what lists show of it: its centre (with addresses), parent contact, level and programme. */
export type EnquiryView = EnquiryRow & {
  centre: { id: number; label: string; code: string; addresses: CentreAddressRow[] }
  user: { id: number; email: string; mobilePhone: string | null; mobilePhoneCountryCode: string | null }
  level: { id: number; label: string; active: boolean }
  program: { id: number; label: string; active: boolean } | null
}

/** Open enquiries only: active and neither cancelled nor blacklisted. */
export const openCondition = (): SQL =>
  and(
    eq(enquiries.active, true),
    notInArray(
      enquiries.fkEnquiryState,
      CLOSED_ENQUIRY_STATES.map((code) => enquiryState(code).id),
    ),
  )!

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

/** Whether a centre has an open enquiry: then it may be deactivated but not deleted. */
export async function centreHasOpenEnquiries(db: DbOrTx, centreId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.fkCentre, centreId), openCondition()))
    .limit(1)
  return Boolean(row)
}
