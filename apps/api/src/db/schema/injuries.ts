import { INJURY_SIDES, INJURY_TYPES } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children, classes } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * An injury of a child at the centre (spec 002 "Day injuries": point top and left, remarks, injuryType, reportedBy,
 * reportedAt): where staff tapped the body diagram (front or back outline; top and left in percent of it), what
 * it was, and the parent's acknowledgement (who, when). Read by child and date (the Health tab, the register).
 */
export const childInjuries = pgTable(
  'child_injuries',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkClass: integer('fk_class')
      .notNull()
      .references(() => classes.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The Singapore day it happened. */
    date: date('date', { mode: 'string' }).notNull(),
    side: text('side', { enum: INJURY_SIDES }).notNull(),
    pointTop: real('point_top').notNull(),
    pointLeft: real('point_left').notNull(),
    injuryType: text('injury_type', { enum: INJURY_TYPES }).notNull(),
    remarks: text('remarks').notNull(),
    reportedBy: integer('reported_by').references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('child_injuries_child_date').on(t.fkChild, t.date),
    index('child_injuries_centre_date').on(t.fkCentre, t.date),
    check('child_injuries_side', sql`${t.side} in (${inList(INJURY_SIDES)})`),
    check('child_injuries_type', sql`${t.injuryType} in (${inList(INJURY_TYPES)})`),
    check('child_injuries_point', sql`${t.pointTop} between 0 and 100 and ${t.pointLeft} between 0 and 100`),
    check('child_injuries_acknowledged', sql`(${t.acknowledgedBy} is null) = (${t.acknowledgedAt} is null)`),
  ],
)
