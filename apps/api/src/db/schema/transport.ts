import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { schools } from './tenancy'

/** A centre's bus driver: names and a Singapore mobile (+65). */
export const busDrivers = pgTable(
  'bus_drivers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    // A centre can be deleted only with no children in its classes; its buses and drivers go with it.
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    mobilePhoneCountryCode: text('mobile_phone_country_code').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The driver list pages by school, newest first (a centre's few drivers are filtered on the way).
  (t) => [index('bus_drivers_school_created').on(t.fkSchool, t.createdAt, t.id)],
)

/** A centre's bus, by its plate (stored normalised: upper case, no spaces), with an optional driver. */
export const buses = pgTable(
  'buses',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    // A centre can be deleted only with no children in its classes; its buses and drivers go with it.
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    plateNumber: text('plate_number').notNull(),
    fkBusDriver: integer('fk_bus_driver').references(() => busDrivers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One vehicle is one bus in a school.
    uniqueIndex('buses_school_plate').on(t.fkSchool, t.plateNumber),
    // The bus list pages by school (and centre) in plate order.
    index('buses_school_centre_plate').on(t.fkSchool, t.fkCentre, t.plateNumber),
    index('buses_driver')
      .on(t.fkBusDriver)
      .where(sql`${t.fkBusDriver} is not null`),
  ],
)

/** The children a bus carries; a child is on at most one bus (the unique index is the rule). */
export const busChildren = pgTable(
  'bus_children',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkBus: integer('fk_bus')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bus_children_child').on(t.fkChild), index('bus_children_bus').on(t.fkBus)],
)
