import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres, levels, programs } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/** A school's fee groups (group codes): tiers of several centres share one. */
export const feeGroups = pgTable(
  'fee_groups',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    groupCode: text('group_code').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('fee_groups_school_code').on(t.fkSchool, t.groupCode)],
)

/** A centre's fee tier: the fees for families registering between its registration dates. */
export const feeTiers = pgTable(
  'fee_tiers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    fkGroup: integer('fk_group')
      .notNull()
      .references(() => feeGroups.id),
    label: text('label').notNull(),
    effectiveForRegistrationFrom: date('effective_for_registration_from', { mode: 'string' }).notNull(),
    effectiveForRegistrationTo: date('effective_for_registration_to', { mode: 'string' }),
    isLastTierInGroup: boolean('is_last_tier_in_group').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_tiers_school_centre').on(t.fkSchool, t.fkCentre, t.effectiveForRegistrationFrom),
    check(
      'fee_tiers_registration_range',
      sql`${t.effectiveForRegistrationTo} is null or ${t.effectiveForRegistrationTo} >= ${t.effectiveForRegistrationFrom}`,
    ),
  ],
)

/** A fee of a tier for a level, programme and nationality, in cents, from a date (to the day before the next). */
export const fees = pgTable(
  'fees',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkFeeTier: integer('fk_fee_tier')
      .notNull()
      .references(() => feeTiers.id, { onDelete: 'cascade' }),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program')
      .notNull()
      .references(() => programs.id),
    nationality: text('nationality').notNull(),
    amount: integer('amount').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** The approved fee change request that set this fee; null for the tier's first fees. */
    fkFeeDraft: integer('fk_fee_draft'),
    createdAt: createdAt(),
  },
  (t) => [
    // One fee per level, programme and nationality starting on a day.
    uniqueIndex('fees_tier_key_from').on(t.fkFeeTier, t.fkLevel, t.fkProgram, t.nationality, t.effectiveFrom),
    check('fees_amount_cents', sql`${t.amount} >= 0`),
  ],
)

/** A fee change request of a tier (maker-approver): items with new amounts from one date. */
export const feeDrafts = pgTable(
  'fee_drafts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    fkFeeTier: integer('fk_fee_tier')
      .notNull()
      .references(() => feeTiers.id, { onDelete: 'cascade' }),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    fkApprover: integer('fk_approver').references(() => users.id),
    status: text('status').notNull().default('draft'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('fee_drafts_status', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'cancelled')`),
    check('fee_drafts_approver_not_maker', sql`${t.fkApprover} is null or ${t.fkApprover} <> ${t.fkUser}`),
    // The drafts list pages newest first; the pending count reads the partial index.
    index('fee_drafts_school_created').on(t.fkSchool, t.createdAt, t.id),
    index('fee_drafts_school_pending')
      .on(t.fkSchool, t.fkCentre)
      .where(sql`${t.status} = 'pending'`),
    // A tier has at most one open (draft or pending) request at a time.
    uniqueIndex('fee_drafts_tier_open')
      .on(t.fkFeeTier)
      .where(sql`${t.status} in ('draft', 'pending')`),
  ],
)

/** A draft's item: the new amount beside the amount it replaces (null for a new fee). */
export const feeDraftItems = pgTable(
  'fee_draft_items',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkFeeDraft: integer('fk_fee_draft')
      .notNull()
      .references(() => feeDrafts.id, { onDelete: 'cascade' }),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program')
      .notNull()
      .references(() => programs.id),
    nationality: text('nationality').notNull(),
    amount: integer('amount').notNull(),
    lastAmount: integer('last_amount'),
  },
  (t) => [
    uniqueIndex('fee_draft_items_key').on(t.fkFeeDraft, t.fkLevel, t.fkProgram, t.nationality),
    check('fee_draft_items_amount_cents', sql`${t.amount} >= 0`),
  ],
)

/** Each step of a draft: created, submitted, approved, rejected, cancelled, with who and why. */
export const feeDraftLogs = pgTable(
  'fee_draft_logs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkFeeDraft: integer('fk_fee_draft')
      .notNull()
      .references(() => feeDrafts.id, { onDelete: 'cascade' }),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('fee_draft_logs_draft').on(t.fkFeeDraft, t.createdAt)],
)
