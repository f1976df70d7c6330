import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { schools } from './tenancy'

export const centres = pgTable(
  'centres',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    code: text('code').notNull(),
    ecdaCode: text('ecda_code'),
    label: text('label').notNull(),
    teacherRatio: integer('teacher_ratio'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('centres_school_code').on(t.fkSchool, t.code)],
)

export const centreAddresses = pgTable(
  'centre_addresses',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    name: text('name'),
    address: text('address').notNull(),
    building: text('building'),
    floor: text('floor'),
    unit: text('unit'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull().default('Singapore'),
    country: text('country').notNull().default('Singapore'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('centre_addresses_centre').on(t.fkCentre)],
)

export const centreNearbyPostcodes = pgTable(
  'centre_nearby_postcodes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    postcode: text('postcode').notNull(),
  },
  (t) => [uniqueIndex('centre_nearby_postcodes_unique').on(t.fkCentre, t.postcode)],
)

/** Age bands of a school (infant care to kindergarten 2), in months of age. */
export const levels = pgTable(
  'levels',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    label: text('label').notNull(),
    fromMonth: integer('from_month').notNull(),
    toMonth: integer('to_month').notNull(),
    promotionDate: date('promotion_date', { mode: 'string' }),
    offOnSaturday: boolean('off_on_saturday').notNull().default(false),
    isInfant: boolean('is_infant').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('levels_school_label').on(t.fkSchool, t.label),
    check('levels_month_range', sql`${t.fromMonth} >= 0 and ${t.toMonth} > ${t.fromMonth}`),
  ],
)

/** A programme of a level: a daily session such as full day or half day, with its hours. */
export const programs = pgTable(
  'programs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    from: time('from_time').notNull(),
    to: time('to_time').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('programs_level_label').on(t.fkLevel, t.label),
    check('programs_time_range', sql`${t.to} > ${t.from}`),
  ],
)

/** Which levels and programmes a centre offers. */
export const centreLevels = pgTable(
  'centre_levels',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    fkProgram: integer('fk_program')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('centre_levels_unique').on(t.fkCentre, t.fkLevel, t.fkProgram)],
)
