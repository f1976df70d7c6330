import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A school's waitlist tags (spec 000 section 3, Tag): a reason a family stands higher or lower in the queue
 * (sibling enrolled, staff's child...). The weight orders the queue; staff see it, parents never do.
 */
export const waitlistTags = pgTable(
  'waitlist_tags',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    /** A tag of one centre; null for the whole school. */
    fkCentre: integer('fk_centre').references(() => centres.id),
    description: text('description').notNull(),
    weight: integer('weight').notNull().default(0),
    /** Made by staff on the tags screen (true) or seeded by the product (false). */
    isCustom: boolean('is_custom').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_tags_school_description').on(t.fkSchool, sql`lower(${t.description})`),
    check('waitlist_tags_weight_range', sql`${t.weight} between -100 and 100`),
  ],
)

/** Which tags an enquiry carries: each at most once. */
export const enquiryTags = pgTable(
  'enquiry_tags',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fkTag: integer('fk_tag')
      .notNull()
      .references(() => waitlistTags.id, { onDelete: 'cascade' }),
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fkEnquiry, t.fkTag] }), index('enquiry_tags_tag').on(t.fkTag)],
)

/**
 * What happened to a child, for staff (spec 001 section 3, Child activity log): notes written by staff on an
 * enquiry (mode 'note') and what the product did (mode 'system': tagged, offered, lapsed...). Parents never read it.
 */
export const childActivityLogs = pgTable(
  'child_activity_logs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    /** The enquiry it is about, when there is one. */
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id, { onDelete: 'cascade' }),
    /** Null when the product did it (a job). */
    fkUser: integer('fk_user').references(() => users.id),
    mode: text('mode').notNull(),
    /** What happened: note, tag_added, tag_removed, offered, offer_declined, offer_lapsed, waitlisted... */
    action: text('action').notNull(),
    /** A code that qualifies the action (the tag's id, the offer's month), when it has one. */
    code: text('code'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    check('child_activity_logs_mode', sql`${t.mode} in ('note', 'system')`),
    index('child_activity_logs_enquiry').on(t.fkEnquiry, t.createdAt),
    index('child_activity_logs_child').on(t.fkChild, t.createdAt),
  ],
)
