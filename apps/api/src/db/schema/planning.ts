import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres, levels } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * What happens to a held seat: `offered` (the parent has not started registration), `accepted` (registration under
 * way), `taken` (the child is enrolled: the placement counts it from then on), or ended without a child: `declined`,
 * `lapsed` (past its due date), `withdrawn` (the enquiry was cancelled or blacklisted).
 */
export const SEAT_OFFER_STATUSES = [
  'offered',
  'accepted',
  'taken',
  'declined',
  'lapsed',
  'withdrawn',
] as const
/** The statuses that hold a seat in the vacancy count. */
export const LIVE_SEAT_OFFER_STATUSES = ['offered', 'accepted'] as const

/** A seat of a centre, level and month held for one enquiry from the moment staff offer it (decision 0017). */
export const seatOffers = pgTable(
  'seat_offers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    /** The first month the seat is held (its 1st); it stays held in every later month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: SEAT_OFFER_STATUSES }).notNull().default('offered'),
    /** The day by which the parent must register; null when the school sets no due date. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The staff member who offered it. */
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('seat_offers_first_of_month', sql`extract(day from ${t.month}) = 1`),
    check(
      'seat_offers_status',
      sql`${t.status} in ('offered', 'accepted', 'taken', 'declined', 'lapsed', 'withdrawn')`,
    ),
    // One live offer per enquiry: offering the same family twice is refused by the database.
    uniqueIndex('seat_offers_live_enquiry')
      .on(t.fkEnquiry)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    // The vacancy count reads the live offers of a centre and level up to a month.
    index('seat_offers_live_centre_level')
      .on(t.fkSchool, t.fkCentre, t.fkLevel, t.month)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    // The lapse job finds live offers past their due date.
    index('seat_offers_live_due')
      .on(t.dueDate)
      .where(sql`${t.status} in ('offered', 'accepted') and ${t.dueDate} is not null`),
  ],
)
