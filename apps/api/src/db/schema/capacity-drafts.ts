import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres, levels } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

const draftStatuses = sql.raw(`'pending', 'approved', 'rejected', 'cancelled'`)

/**
 * A request to change a centre's capacity (spec 000 "Capacity draft"): made by one staff member, decided by another
 * with approve access on enrollment_planning at the centre. Approval writes its items as capacity records.
 */
export const capacityDrafts = pgTable(
  'capacity_drafts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** The year of the request's first month (what the list shows and filters by). */
    year: integer('year').notNull(),
    fkRequester: integer('fk_requester')
      .notNull()
      .references(() => users.id),
    /** Who approved or rejected it; null while pending and when recalled. */
    fkApprover: integer('fk_approver').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('capacity_drafts_status', sql`${t.status} in (${draftStatuses})`),
    // One pending request per centre (decision 0018): a second would race the first to the same months.
    uniqueIndex('capacity_drafts_one_pending')
      .on(t.fkCentre)
      .where(sql`${t.status} = 'pending'`),
    // The list, newest first, for the whole school (HQ) and per centre.
    index('capacity_drafts_school_created').on(t.fkSchool, t.createdAt, t.id),
    index('capacity_drafts_centre_created').on(t.fkSchool, t.fkCentre, t.createdAt, t.id),
  ],
)

/** One change of a request: from `date` (the 1st of a month) on, the level has `capacity` places. */
export const capacityDraftItems = pgTable(
  'capacity_draft_items',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkDraft: integer('fk_draft')
      .notNull()
      .references(() => capacityDrafts.id, { onDelete: 'cascade' }),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('capacity_draft_items_level_month').on(t.fkDraft, t.fkLevel, t.date),
    check('capacity_draft_items_capacity', sql`${t.capacity} between 0 and 999`),
    check('capacity_draft_items_first_of_month', sql`extract(day from ${t.date}) = 1`),
  ],
)

/** Every step of a request, oldest first: submitted, approved, rejected or recalled, by whom and why. */
export const capacityDraftLogs = pgTable(
  'capacity_draft_logs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkDraft: integer('fk_draft')
      .notNull()
      .references(() => capacityDrafts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    remark: text('remark'),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('capacity_draft_logs_status', sql`${t.status} in (${draftStatuses})`),
    index('capacity_draft_logs_draft').on(t.fkDraft, t.createdAt),
  ],
)
