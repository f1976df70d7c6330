import { type EnquiryStateCode, enquiryState, LIVE_BANK_ACCOUNT_STATUSES } from '@preschool/domain'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  bankAccounts,
  bankAccountStatusChanges,
  bankBicCodes,
  centres,
  childLevels,
  childRelations,
  children,
  codes,
  enquiries,
  invoices,
  users,
} from '../../db/schema'
import { qualified } from '../../platform/authz/parent-of'

export type BankRow = typeof bankBicCodes.$inferSelect
export type BankAccountRow = typeof bankAccounts.$inferSelect
export type BankAccountWithBank = BankAccountRow & { bank: BankRow }
export type StatusChangeRow = Awaited<ReturnType<typeof selectStatusChanges>>[number]

/** The banks to choose from: by display order, then name (spec 002 section 7). */
export function selectBanks(db: DbOrTx) {
  return db
    .select()
    .from(bankBicCodes)
    .where(eq(bankBicCodes.active, true))
    .orderBy(asc(bankBicCodes.displayOrder), asc(bankBicCodes.bankName), asc(bankBicCodes.id))
}

export async function selectBank(db: DbOrTx, bankId: number): Promise<BankRow | null> {
  const [row] = await db
    .select()
    .from(bankBicCodes)
    .where(and(eq(bankBicCodes.id, bankId), eq(bankBicCodes.active, true)))
  return row ?? null
}

/** A child's bank accounts with their banks, newest first. */
export function selectChildAccounts(db: DbOrTx, schoolId: number, childId: number) {
  return db
    .select({ account: bankAccounts, bank: bankBicCodes })
    .from(bankAccounts)
    .innerJoin(bankBicCodes, eq(bankBicCodes.id, bankAccounts.fkBankBicCode))
    .where(and(eq(bankAccounts.fkSchool, schoolId), eq(bankAccounts.fkChild, childId)))
    .orderBy(desc(bankAccounts.id))
    .then((rows) => rows.map((r): BankAccountWithBank => ({ ...r.account, bank: r.bank })))
}

export async function selectAccount(
  db: DbOrTx,
  schoolId: number,
  accountId: number,
  opts: { lock?: boolean } = {},
): Promise<BankAccountRow | null> {
  const query = db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.fkSchool, schoolId), eq(bankAccounts.id, accountId)))
  const [row] = opts.lock ? await query.for('update') : await query
  return row ?? null
}

export async function selectAccountWithBank(db: DbOrTx, schoolId: number, accountId: number) {
  const [row] = await db
    .select({ account: bankAccounts, bank: bankBicCodes })
    .from(bankAccounts)
    .innerJoin(bankBicCodes, eq(bankBicCodes.id, bankAccounts.fkBankBicCode))
    .where(and(eq(bankAccounts.fkSchool, schoolId), eq(bankAccounts.id, accountId)))
  return row ? { ...row.account, bank: row.bank } : null
}

/** The status changes of several accounts in one statement, oldest first. */
export function selectStatusChanges(db: DbOrTx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: bankAccountStatusChanges.id,
      fkBankAccount: bankAccountStatusChanges.fkBankAccount,
      fromStatus: bankAccountStatusChanges.fromStatus,
      toStatus: bankAccountStatusChanges.toStatus,
      remarks: bankAccountStatusChanges.remarks,
      createdAt: bankAccountStatusChanges.createdAt,
      reason: codes.label,
      userName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
    })
    .from(bankAccountStatusChanges)
    .innerJoin(codes, eq(codes.id, bankAccountStatusChanges.fkReason))
    .leftJoin(users, eq(users.id, bankAccountStatusChanges.fkUser))
    .where(sql`${bankAccountStatusChanges.fkBankAccount} = any(${sql.param([...accountIds])}::int[])`)
    .orderBy(asc(bankAccountStatusChanges.id))
}

/** Whether the child has a live (pending or approved) account: the GIRO application the enrolment needs. */
export async function selectHasLiveAccount(
  db: DbOrTx,
  childId: number,
  statuses = LIVE_BANK_ACCOUNT_STATUSES,
) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.fkChild, childId), inArray(bankAccounts.status, [...statuses])))
    .limit(1)
  return row !== undefined
}

/**
 * Locks the child's live accounts and says whether there is one: a step that relies on the application (paying the
 * fee by GIRO) then waits for a status change in progress, whose rejection otherwise would not see it.
 */
export async function lockLiveAccounts(db: DbOrTx, childId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.fkChild, childId), inArray(bankAccounts.status, [...LIVE_BANK_ACCOUNT_STATUSES])),
    )
    .for('update')
  return rows.length > 0
}

export async function insertAccount(db: DbOrTx, values: typeof bankAccounts.$inferInsert) {
  const [row] = await db.insert(bankAccounts).values(values).returning()
  return row
}

export async function updateAccount(
  db: DbOrTx,
  accountId: number,
  patch: Partial<typeof bankAccounts.$inferInsert>,
): Promise<BankAccountRow> {
  const [row] = await db.update(bankAccounts).set(patch).where(eq(bankAccounts.id, accountId)).returning()
  return row
}

export async function insertStatusChange(db: DbOrTx, values: typeof bankAccountStatusChanges.$inferInsert) {
  await db.insert(bankAccountStatusChanges).values(values)
}

/** The active reasons of one category (a target status's list). */
export function selectReasons(db: DbOrTx, schoolId: number, category: string) {
  return db
    .select({ id: codes.id, label: codes.label, description: codes.description })
    .from(codes)
    .where(and(eq(codes.fkSchool, schoolId), eq(codes.category, category), eq(codes.active, true)))
    .orderBy(asc(codes.sortOrder), asc(codes.label), asc(codes.id))
}

export async function selectReason(db: DbOrTx, schoolId: number, category: string, codeId: number) {
  const [row] = await db
    .select({ id: codes.id, label: codes.label })
    .from(codes)
    .where(
      and(
        eq(codes.id, codeId),
        eq(codes.fkSchool, schoolId),
        eq(codes.category, category),
        eq(codes.active, true),
      ),
    )
  return row ?? null
}

/** The states where the family is at the payment step: a GIRO application then belongs to that enquiry. */
const PAYMENT_STEP_STATES: readonly EnquiryStateCode[] = ['pending_registration_payment', 'pending_giro']

/** The child's open enquiries in the states given, newest first (modules/enrolment asks for pending_giro). */
export function selectChildEnquiriesIn(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  states: readonly EnquiryStateCode[],
) {
  return db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.fkSchool, schoolId),
        eq(enquiries.fkChild, childId),
        eq(enquiries.active, true),
        inArray(
          enquiries.fkEnquiryState,
          states.map((code) => enquiryState(code).id),
        ),
      ),
    )
    .orderBy(desc(enquiries.id))
}

/** The child's open enquiry at the payment step, if any (the newest). */
export async function selectPaymentStepEnquiry(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await selectChildEnquiriesIn(db, schoolId, childId, PAYMENT_STEP_STATES)
  return row?.id ?? null
}

/**
 * What notices and the form need of a child: names, its parents (who hear of changes) and its centre (the current
 * seat's, else its newest enquiry's), in one statement.
 */
export async function selectChildPeople(db: DbOrTx, schoolId: number, childId: number) {
  const child = qualified(children.id)
  const [row] = await db
    .select({
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
      parentIds: sql<number[]>`(select coalesce(json_agg(distinct family.user_id), '[]') from (
          select rel.fk_user as user_id from ${childRelations} as rel where rel.fk_child = ${child}
          union select e.fk_user from ${enquiries} as e where e.fk_child = ${child}) as family)`,
      centreId: sql<number | null>`coalesce(
        (select seat.fk_centre from ${childLevels} as seat where seat.fk_child = ${child}
          and (seat.to_date is null or seat.to_date >= current_date) order by seat.from_date desc limit 1),
        (select e.fk_centre from ${enquiries} as e where e.fk_child = ${child} order by e.id desc limit 1))`,
    })
    .from(children)
    .where(and(eq(children.fkSchool, schoolId), eq(children.id, childId)))
  if (!row) return null
  const [centre] = row.centreId
    ? await db.select({ label: centres.label }).from(centres).where(eq(centres.id, row.centreId))
    : []
  return { ...row, centreLabel: centre?.label ?? '' }
}

/** What paying an invoice by GIRO needs of it: its kind and enquiry. */
export async function selectInvoiceFacts(db: DbOrTx, schoolId: number, invoiceId: number) {
  const [row] = await db
    .select({ invoiceType: invoices.invoiceType, fkEnquiry: invoices.fkEnquiry })
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.id, invoiceId)))
  return row ?? null
}

/** The child's pending and approved bank accounts, locked until the transaction ends. */
export const lockLiveAccountsOfChild = (tx: DbOrTx, childId: number) =>
  tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.fkChild, childId), inArray(bankAccounts.status, ['pending', 'approved'])))
    .for('update')
