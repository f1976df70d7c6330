import { BLACKLIST_REASON_CATEGORY, enquiryState } from '@preschool/domain'
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  blacklistDrafts,
  blacklists,
  centres,
  childRelations,
  children,
  codes,
  enquiries,
  openEnquiry,
  users,
} from '../../db/schema'
import { qualified } from '../../platform/authz/parent-of'
import type { LimitOffset } from '../../platform/pagination'

export type BlacklistDraftRow = typeof blacklistDrafts.$inferSelect
export type BlacklistRow = typeof blacklists.$inferSelect

const parent = alias(users, 'parent')
const maker = alias(users, 'maker')

const person = <T extends typeof parent | typeof maker>(t: T) => ({
  id: t.id,
  firstname: t.firstname,
  lastname: t.lastname,
  email: t.email,
})
const childPerson = { id: children.id, firstname: children.firstname, lastname: children.lastname }
const codeColumns = { id: codes.id, label: codes.label, description: codes.description }

function entryQuery(db: DbOrTx, schoolId: number, where: SQL | undefined) {
  return db
    .select({
      entry: blacklists,
      child: childPerson,
      parent: person(parent),
      centre: { id: centres.id, label: centres.label },
      code: codeColumns,
    })
    .from(blacklists)
    .innerJoin(children, eq(children.id, blacklists.fkChild))
    .innerJoin(parent, eq(parent.id, blacklists.fkUser))
    .innerJoin(centres, eq(centres.id, blacklists.fkCentre))
    .innerJoin(codes, eq(codes.id, blacklists.fkCode))
    .where(and(eq(blacklists.fkSchool, schoolId), where))
    .orderBy(desc(blacklists.updatedAt), desc(blacklists.id))
}
export type BlacklistView = Awaited<ReturnType<typeof entryQuery>>[number]

export const selectBlacklistPage = (
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page: LimitOffset,
) => entryQuery(db, schoolId, where).limit(page.limit).offset(page.offset)

export async function countBlacklist(db: DbOrTx, schoolId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blacklists)
    .where(and(eq(blacklists.fkSchool, schoolId), where))
  return row.n
}

function draftQuery(db: DbOrTx, schoolId: number, where: SQL | undefined) {
  return db
    .select({
      draft: blacklistDrafts,
      child: childPerson,
      parent: person(parent),
      maker: person(maker),
      // The decider by a scalar read: a left join of a third alias of users would make every alias nullable.
      approverName: sql<string | null>`(select concat_ws(' ', decider.firstname, decider.lastname)
        from ${users} as decider where decider.id = ${blacklistDrafts.fkApprover})`,
      centre: { id: centres.id, label: centres.label },
      code: codeColumns,
    })
    .from(blacklistDrafts)
    .innerJoin(children, eq(children.id, blacklistDrafts.fkChild))
    .innerJoin(parent, eq(parent.id, blacklistDrafts.fkParent))
    .innerJoin(maker, eq(maker.id, blacklistDrafts.fkUser))
    .innerJoin(centres, eq(centres.id, blacklistDrafts.fkCentre))
    .leftJoin(codes, eq(codes.id, blacklistDrafts.fkCode))
    .where(and(eq(blacklistDrafts.fkSchool, schoolId), where))
    .orderBy(desc(blacklistDrafts.createdAt), desc(blacklistDrafts.id))
}
export type BlacklistDraftView = Awaited<ReturnType<typeof draftQuery>>[number]

export const selectDraftPage = (db: DbOrTx, schoolId: number, where: SQL | undefined, page: LimitOffset) =>
  draftQuery(db, schoolId, where).limit(page.limit).offset(page.offset)

export async function selectDraftView(db: DbOrTx, schoolId: number, draftId: number) {
  const [row] = await draftQuery(db, schoolId, eq(blacklistDrafts.id, draftId))
  return row ?? null
}

export async function countDrafts(db: DbOrTx, schoolId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blacklistDrafts)
    .where(and(eq(blacklistDrafts.fkSchool, schoolId), where))
  return row.n
}

export async function lockDraft(db: DbOrTx, schoolId: number, draftId: number) {
  const [row] = await db
    .select()
    .from(blacklistDrafts)
    .where(and(eq(blacklistDrafts.id, draftId), eq(blacklistDrafts.fkSchool, schoolId)))
    .for('update')
  return row ?? null
}

export async function insertDraft(db: DbOrTx, values: typeof blacklistDrafts.$inferInsert) {
  const [row] = await db.insert(blacklistDrafts).values(values).returning()
  return row
}

export async function updateDraft(
  db: DbOrTx,
  draftId: number,
  patch: Pick<BlacklistDraftRow, 'status' | 'decisionRemark'> & { fkApprover?: number },
) {
  await db.update(blacklistDrafts).set(patch).where(eq(blacklistDrafts.id, draftId))
}

/** The parents and guardians of the school's child, main applicant first. */
export function selectChildRelations(db: DbOrTx, schoolId: number, childId: number) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      relation: childRelations.relation,
      isMainApplicant: childRelations.isMainApplicant,
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .where(and(eq(childRelations.fkSchool, schoolId), eq(childRelations.fkChild, childId)))
    .orderBy(desc(childRelations.isMainApplicant), asc(users.id))
}

/** An active blacklist reason code of the school. */
export async function selectReasonCode(db: DbOrTx, schoolId: number, codeId: number) {
  const [row] = await db
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.id, codeId),
        eq(codes.fkSchool, schoolId),
        eq(codes.category, BLACKLIST_REASON_CATEGORY),
        eq(codes.active, true),
      ),
    )
  return row ?? null
}

/** The active blacklist entry of the school's child, or the entry by id (active), locked. */
export async function lockActiveEntry(
  db: DbOrTx,
  schoolId: number,
  by: { childId: number } | { id: number },
) {
  const [row] = await db
    .select()
    .from(blacklists)
    .where(
      and(
        eq(blacklists.fkSchool, schoolId),
        eq(blacklists.active, true),
        'id' in by ? eq(blacklists.id, by.id) : eq(blacklists.fkChild, by.childId),
      ),
    )
    .for('update')
  return row ?? null
}

export async function insertEntry(db: DbOrTx, values: typeof blacklists.$inferInsert) {
  const [row] = await db.insert(blacklists).values(values).returning()
  return row
}

export async function deactivateEntry(db: DbOrTx, entryId: number) {
  await db.update(blacklists).set({ active: false }).where(eq(blacklists.id, entryId))
}

/**
 * The family's open enquiries in the school (the child's, or the parent's), locked: those a blacklisting closes.
 * An enrolled child leaves by withdrawal, not here.
 */
export function lockFamilyOpenEnquiries(db: DbOrTx, schoolId: number, childId: number, userId: number) {
  return db
    .select()
    .from(enquiries)
    .where(
      and(
        eq(enquiries.fkSchool, schoolId),
        openEnquiry(enquiries),
        ne(enquiries.fkEnquiryState, enquiryState('enrolled').id),
        or(eq(enquiries.fkChild, childId), eq(enquiries.fkUser, userId)),
      ),
    )
    .orderBy(asc(enquiries.id))
    .for('update')
}

/** Whether the enquiry's child or parent is on the school's blacklist (two index reads). */
export async function isFamilyBlacklisted(db: DbOrTx, schoolId: number, enquiryId: number): Promise<boolean> {
  const [row] = await db
    .select({
      listed: sql<boolean>`exists (select 1 from ${blacklists} as listed
      where listed.fk_school = ${schoolId} and listed.active
      and (listed.fk_child = ${qualified(enquiries.fkChild)} or listed.fk_user = ${qualified(enquiries.fkUser)}))`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.fkSchool, schoolId)))
  return row?.listed === true
}
