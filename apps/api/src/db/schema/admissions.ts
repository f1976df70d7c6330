import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { enquiryStates } from './enquiries'
import { users } from './identity'
import { codes, schools } from './tenancy'

/**
 * A school's enquiry state machine: the moves it allows (from-state to to-state). Seeded from EnquiryTransitions of
 * packages/domain (modules/statemachine/sync.ts, at start and for each new school); a mapping staff remove is kept
 * inactive, so the next sync does not bring it back. transitionEnquiry reads the unique index in one statement.
 */
export const enquiryStateMaps = pgTable(
  'enquiry_state_maps',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkFromState: integer('fk_from_state')
      .notNull()
      .references(() => enquiryStates.id),
    fkToState: integer('fk_to_state')
      .notNull()
      .references(() => enquiryStates.id),
    /** Among the moves out of one state, the lower comes first (the usual next step). */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiry_state_maps_school_pair').on(t.fkSchool, t.fkFromState, t.fkToState),
    check('enquiry_state_maps_not_self', sql`${t.fkFromState} <> ${t.fkToState}`),
    check('enquiry_state_maps_priority', sql`${t.priority} between 0 and 999`),
  ],
)

/** A family on the school's blacklist: the child and parent named, the centre that asked, and why. */
export const blacklists = pgTable(
  'blacklists',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    /** A code of category blacklist_reason. */
    fkCode: integer('fk_code')
      .notNull()
      .references(() => codes.id),
    remark: text('remark').notNull(),
    /** Removed from the blacklist by an approved removal request. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A child is on the list once at a time; a new enquiry is matched by child or by parent.
    uniqueIndex('blacklists_active_child')
      .on(t.fkSchool, t.fkChild)
      .where(sql`${t.active}`),
    index('blacklists_active_user')
      .on(t.fkSchool, t.fkUser)
      .where(sql`${t.active}`),
    index('blacklists_school_updated').on(t.fkSchool, t.updatedAt, t.id),
  ],
)

/**
 * A request to put a family on the blacklist (add) or take it off (remove): made by one staff member, then approved
 * or rejected by another with approve access, or cancelled (recalled). One family per request.
 */
export const blacklistDrafts = pgTable(
  'blacklist_drafts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    fkParent: integer('fk_parent')
      .notNull()
      .references(() => users.id),
    fkCode: integer('fk_code').references(() => codes.id),
    remark: text('remark').notNull(),
    /** The blacklist entry a removal request takes off. */
    fkBlacklist: integer('fk_blacklist').references(() => blacklists.id),
    /** The requester (maker) and the approver who decided. */
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    fkApprover: integer('fk_approver').references(() => users.id),
    decisionRemark: text('decision_remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blacklist_drafts_kind', sql`${t.kind} in ('add', 'remove')`),
    check('blacklist_drafts_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('blacklist_drafts_add_reason', sql`${t.kind} <> 'add' or ${t.fkCode} is not null`),
    check('blacklist_drafts_remove_entry', sql`${t.kind} <> 'remove' or ${t.fkBlacklist} is not null`),
    // One pending request per child at a time.
    uniqueIndex('blacklist_drafts_pending_child')
      .on(t.fkSchool, t.fkChild)
      .where(sql`${t.status} = 'pending'`),
    index('blacklist_drafts_school_created').on(t.fkSchool, t.createdAt, t.id),
    index('blacklist_drafts_centre_created').on(t.fkSchool, t.fkCentre, t.createdAt, t.id),
  ],
)
