import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres, levels, programs } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

export const children = pgTable(
  'children',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    birthCertificate: text('birth_certificate'),
    nationality: text('nationality'),
    race: text('race'),
    gender: text('gender'),
    householdIncomeRange: text('household_income_range'),
    imageKey: text('image_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('children_school_birth_certificate').on(t.fkSchool, t.birthCertificate)],
)

/** A child's parents and guardians; the main applicant is the account holder who enquired. */
export const childRelations = pgTable(
  'child_relations',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation'),
    isMainApplicant: boolean('is_main_applicant').notNull().default(false),
  },
  (t) => [
    uniqueIndex('child_relations_unique').on(t.fkChild, t.fkUser),
    index('child_relations_user').on(t.fkUser),
  ],
)

export const classes = pgTable(
  'classes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    label: text('label').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  // The vacancy check finds a centre's classes of a level.
  (t) => [index('classes_centre_level').on(t.fkCentre, t.fkLevel)],
)

export const childClasses = pgTable(
  'child_classes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkClass: integer('fk_class')
      .notNull()
      .references(() => classes.id),
    fkProgram: integer('fk_program').references(() => programs.id),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }),
  },
  (t) => [
    index('child_classes_child').on(t.fkChild),
    // The vacancy check counts the children placed in a class during a month.
    index('child_classes_class').on(t.fkClass, t.from),
  ],
)
