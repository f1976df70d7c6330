import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { schools } from './tenancy'

/** A closure: public (every centre of the school) or for chosen centres. Blocks visit slots and shows on calendars. */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    title: text('title').notNull(),
    description: text('description'),
    holidayImageKey: text('holiday_image_key'),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('holidays_school_dates').on(t.fkSchool, t.from),
    check('holidays_date_range', sql`${t.to} >= ${t.from}`),
  ],
)

export const holidayCentres = pgTable(
  'holiday_centres',
  {
    id: id(),
    fkHoliday: integer('fk_holiday')
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('holiday_centres_unique').on(t.fkHoliday, t.fkCentre),
    index('holiday_centres_centre').on(t.fkCentre),
  ],
)
