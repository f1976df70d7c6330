import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { codes, schools } from './tenancy'

/**
 * Singapore's banks that take GIRO mandates, with their 4-digit bank code and SWIFT BIC. Reference data for every
 * school (the migration inserts them; `db/seed/content/banks.ts` holds the same rows and a test compares them).
 */
export const bankBicCodes = pgTable(
  'bank_bic_codes',
  {
    id: id(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    bicCode: text('bic_code').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('bank_bic_codes_bank_code').on(t.bankCode),
    index('bank_bic_codes_order').on(t.displayOrder, t.bankName),
  ],
)

/** Live accounts: a child holds at most one of each kind (CDA and non-CDA) pending or approved. */
const live = (status: unknown) => sql`${status} in ('pending', 'approved')`

/**
 * A child's bank account for GIRO (direct debit): the parent's online application or a paper form staff typed
 * in. The bank approves or rejects the mandate; staff record its answer (bank_account_status_changes).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    /** The enquiry the parent applied during (registration), when there was one. */
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id),
    fkBankBicCode: integer('fk_bank_bic_code')
      .notNull()
      .references(() => bankBicCodes.id),
    payerAccountNumber: text('payer_account_number').notNull(),
    /** The holders as printed on the mandate: one, or two for a joint account. */
    payerAccountNames: text('payer_account_names').array().notNull(),
    mobilePhoneCountryCode: text('mobile_phone_country_code'),
    mobilePhone: text('mobile_phone'),
    applicationDate: date('application_date', { mode: 'string' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('pending'),
    /** The reference the bank quotes on each deduction; set right after the insert from the row's id. */
    billReferenceNumber: text('bill_reference_number'),
    isCda: boolean('is_cda').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    /** The application form PDF, rendered on first export. */
    applicationFileKey: text('application_file_key'),
    fkCreatedBy: integer('fk_created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bank_accounts_school_bill_reference').on(t.fkSchool, t.billReferenceNumber),
    uniqueIndex('bank_accounts_live_kind').on(t.fkChild, t.isCda).where(live(t.status)),
    index('bank_accounts_school_child').on(t.fkSchool, t.fkChild, t.id),
    check('bank_accounts_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'terminated')`),
    check('bank_accounts_source', sql`${t.source} in ('online', 'paper')`),
    check('bank_accounts_number', sql`${t.payerAccountNumber} ~ '^[0-9]{7,14}$'`),
    check('bank_accounts_names', sql`cardinality(${t.payerAccountNames}) between 1 and 2`),
  ],
)

/** Every status change of a bank account: who moved it, from what to what, why (a reason code) and remarks. */
export const bankAccountStatusChanges = pgTable(
  'bank_account_status_changes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkBankAccount: integer('fk_bank_account')
      .notNull()
      .references(() => bankAccounts.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    fkReason: integer('fk_reason')
      .notNull()
      .references(() => codes.id),
    remarks: text('remarks').notNull(),
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('bank_account_status_changes_account').on(t.fkBankAccount, t.id)],
)
