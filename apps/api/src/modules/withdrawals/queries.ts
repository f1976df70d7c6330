import {
  LiveWithdrawalStatus,
  type WithdrawalFilter,
  type WithdrawalFormType,
  type WithdrawalStatus,
} from '@preschool/domain'
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  childRelations,
  children,
  codes,
  consentForms,
  consentParticipants,
  schools,
  users,
  withdrawalLogs,
  withdrawals,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type WithdrawalRow = typeof withdrawals.$inferSelect
export type WithdrawalLogRow = typeof withdrawalLogs.$inferSelect

export async function selectWithdrawal(
  db: DbOrTx,
  schoolId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<WithdrawalRow | null> {
  const query = db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.fkSchool, schoolId), eq(withdrawals.id, id)))
  const [row] = opts.lock ? await query.for('update') : await query
  return row ?? null
}

export async function insertWithdrawal(tx: DbOrTx, values: typeof withdrawals.$inferInsert) {
  const [row] = await tx.insert(withdrawals).values(values).returning()
  return row
}

/** Moves a withdrawal only if it still stands in `from`: a concurrent step loses (null). */
export async function moveWithdrawal(
  tx: DbOrTx,
  id: number,
  from: readonly WithdrawalStatus[],
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .update(withdrawals)
    .set(values)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
    .returning()
  return row ?? null
}

export async function insertWithdrawalLog(tx: DbOrTx, values: typeof withdrawalLogs.$inferInsert) {
  await tx.insert(withdrawalLogs).values(values)
}

/** A code of the school's list, active, or null. */
export async function selectActiveCode(db: DbOrTx, schoolId: number, category: string, id: number) {
  const [row] = await db
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.fkSchool, schoolId),
        eq(codes.category, category),
        eq(codes.id, id),
        eq(codes.active, true),
      ),
    )
  return row ?? null
}

/** The approved withdrawals whose last day has come, oldest first (the last-day job). */
export function selectDueWithdrawals(db: DbOrTx, today: string, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'approved'), lte(withdrawals.effectiveDate, today)))
    .orderBy(asc(withdrawals.effectiveDate), asc(withdrawals.id))
    .limit(limit)
}

function listCondition(
  schoolId: number,
  reach: SQL,
  f: WithdrawalFilter,
  statuses: readonly WithdrawalStatus[],
) {
  const text = f.search?.toLowerCase().replace(/[\\%_]/g, '\\$&')
  return and(
    eq(withdrawals.fkSchool, schoolId),
    reach,
    f.status ? eq(withdrawals.status, f.status) : inArray(withdrawals.status, [...statuses]),
    f.fkCentre ? eq(withdrawals.fkCentre, f.fkCentre) : undefined,
    f.fkChild ? eq(withdrawals.fkChild, f.fkChild) : undefined,
    text
      ? sql`exists (select 1 from ${children} as named where named.id = ${withdrawals.fkChild}
          and lower(named.firstname || ' ' || named.lastname) like ${`%${text}%`})`
      : undefined,
  )
}

/** A page of withdrawals in reach, of the given statuses unless the filter names one. */
export async function selectWithdrawalPage(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  f: WithdrawalFilter,
  statuses: readonly WithdrawalStatus[],
  page: LimitOffset,
  order: 'updated' | 'lastDay',
) {
  const where = listCondition(schoolId, reach, f, statuses)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(
        order === 'updated' ? desc(withdrawals.updatedAt) : desc(withdrawals.effectiveDate),
        desc(withdrawals.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

export const selectWithdrawalLogs = (db: DbOrTx, ids: number[]) =>
  db
    .select()
    .from(withdrawalLogs)
    .where(inArray(withdrawalLogs.fkWithdrawal, ids))
    .orderBy(asc(withdrawalLogs.id))

export const selectChildNames = (db: DbOrTx, ids: number[]) =>
  db
    .select({ ID: children.id, firstname: children.firstname, lastname: children.lastname })
    .from(children)
    .where(inArray(children.id, ids))

export const selectUserNames = (db: DbOrTx, ids: number[]) =>
  db
    .select({ ID: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids))

export const selectCodes = (db: DbOrTx, ids: number[]) =>
  db
    .select({ ID: codes.id, label: codes.label, description: codes.description })
    .from(codes)
    .where(inArray(codes.id, ids))

export const selectCentreLabels = (db: DbOrTx, ids: number[]) =>
  db
    .select({ ID: centres.id, label: centres.label, description: centres.code })
    .from(centres)
    .where(inArray(centres.id, ids))

/** The child's guardians with access to it: the family told of its withdrawal's decisions. */
export async function selectGuardians(db: DbOrTx, schoolId: number, childId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: childRelations.fkUser })
    .from(childRelations)
    .where(
      and(
        eq(childRelations.fkSchool, schoolId),
        eq(childRelations.fkChild, childId),
        eq(childRelations.guardianAccess, true),
      ),
    )
    .orderBy(asc(childRelations.id))
  return rows.map((r) => r.userId)
}

/** What a withdrawal's form shows and who signs it first: the child's main applicant (else its first guardian). */
export async function selectFormFacts(db: DbOrTx, w: WithdrawalRow) {
  const [row] = await db
    .select({
      parentFirstname: users.firstname,
      parentLastname: users.lastname,
      parentEmail: users.email,
      childFirstname: children.firstname,
      childLastname: children.lastname,
      birthCertificate: children.birthCertificate,
      centreLabel: centres.label,
      schoolName: schools.name,
      reasonLabel: codes.label,
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .innerJoin(children, eq(children.id, childRelations.fkChild))
    .innerJoin(centres, eq(centres.id, w.fkCentre))
    .innerJoin(schools, eq(schools.id, w.fkSchool))
    .innerJoin(codes, eq(codes.id, w.fkCodeByParentReason))
    .where(
      and(
        eq(childRelations.fkSchool, w.fkSchool),
        eq(childRelations.fkChild, w.fkChild),
        eq(childRelations.guardianAccess, true),
      ),
    )
    .orderBy(desc(childRelations.isMainApplicant), asc(childRelations.id))
    .limit(1)
  return row ?? null
}

/** At most this many rows: a centre's forms waiting for signatures are few; the list is a work queue, not a report. */
const PENDING_SIGNATURES_LIMIT = 500

/** Live withdrawals' pending forms of the type in the reach, each with whose turn it is, oldest form first. */
export function selectPendingSignatures(
  db: DbOrTx,
  q: { schoolId: number; formType: WithdrawalFormType; pendingStatus: string | null; reach: SQL },
) {
  // Whose turn it is: the form's first participant not signed, read per form through (fk_form, sign_order) so
  // no other school's or enrolment's participants are ever scanned.
  const turn = db
    .select({ status: consentParticipants.status, displayName: consentParticipants.displayName })
    .from(consentParticipants)
    .where(and(eq(consentParticipants.fkForm, consentForms.id), ne(consentParticipants.status, 'Signed')))
    .orderBy(asc(consentParticipants.signOrder))
    .limit(1)
    .as('turn')
  const conditions: SQL[] = [
    eq(consentForms.fkSchool, q.schoolId),
    eq(consentForms.formType, q.formType),
    eq(consentForms.status, 'Pending'),
    // Written out so the partial index consent_forms_withdrawal_pending serves the list.
    isNotNull(consentForms.fkWithdrawal),
    inArray(withdrawals.status, [...LiveWithdrawalStatus]),
    q.reach,
  ]
  if (q.pendingStatus) conditions.push(eq(turn.status, q.pendingStatus))
  return db
    .select({
      IDWithdrawal: withdrawals.id,
      formType: consentForms.formType,
      pendingStatus: turn.status,
      signer: turn.displayName,
      childId: children.id,
      childFirstname: children.firstname,
      childLastname: children.lastname,
      centreId: centres.id,
      centreLabel: centres.label,
      centreCode: centres.code,
      effectiveDate: withdrawals.effectiveDate,
      createdAt: consentForms.createdAt,
    })
    .from(consentForms)
    .innerJoin(withdrawals, eq(withdrawals.id, consentForms.fkWithdrawal))
    .innerJoinLateral(turn, sql`true`)
    .innerJoin(children, eq(children.id, withdrawals.fkChild))
    .innerJoin(centres, eq(centres.id, withdrawals.fkCentre))
    .where(and(...conditions))
    .orderBy(asc(consentForms.createdAt), asc(consentForms.id))
    .limit(PENDING_SIGNATURES_LIMIT)
}
