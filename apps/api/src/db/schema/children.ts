import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres, levels, programs } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/** A child's full name as the children list searches it (lower case); its trigram index has the same expression. */
export const childSearchName = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql`lower(${t.firstname} || ' ' || ${t.lastname})`

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
    enrolmentDate: date('enrolment_date', { mode: 'string' }),
    numFamilyMembers: integer('num_family_members'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('children_school_birth_certificate').on(t.fkSchool, t.birthCertificate),
    // Substring search by birth certificate (decision 0031).
    index('children_birth_certificate_trgm').using('gin', t.birthCertificate.op('gin_trgm_ops')),
    // The children list's search: a name anywhere, or a birth certificate whole, as childCondition writes them.
    index('children_name_trgm').using('gin', sql`${childSearchName(t)} gin_trgm_ops`),
    index('children_birth_certificate_lower').on(sql`lower(${t.birthCertificate})`),
    // The children lists page by name: read in order, each row's seat checked, stopping at the page.
    index('children_school_name').on(t.fkSchool, t.firstname, t.lastname, t.id),
    check(
      'children_family_members',
      sql`${t.numFamilyMembers} is null or ${t.numFamilyMembers} between 1 and 30`,
    ),
  ],
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
    /** Whether the guardian may see the child's profile and act for it (the spec's guardianAccess). */
    guardianAccess: boolean('guardian_access').notNull().default(true),
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
    coverPhotoKey: text('cover_photo_key'),
    profilePhotoKey: text('profile_photo_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The vacancy check and the class list find a centre's classes of a level.
    index('classes_centre_level').on(t.fkCentre, t.fkLevel),
    uniqueIndex('classes_centre_label')
      .on(t.fkCentre, sql`lower(${t.label})`)
      .where(sql`${t.active}`),
  ],
)

/** Teachers are records of a centre attached to classes; `fkUser` links one to a staff sign-in (class scope). */
export const teachers = pgTable(
  'teachers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email'),
    fkUser: integer('fk_user').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // Found as one types: a centre's teachers by name.
    index('teachers_centre_name').on(t.fkCentre, sql`lower(${t.firstname} || ' ' || ${t.lastname})`),
    uniqueIndex('teachers_user')
      .on(t.fkUser)
      .where(sql`${t.fkUser} is not null`),
  ],
)

export const classTeachers = pgTable(
  'class_teachers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkClass: integer('fk_class')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    fkTeacher: integer('fk_teacher')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('class_teachers_unique').on(t.fkClass, t.fkTeacher),
    index('class_teachers_teacher').on(t.fkTeacher),
  ],
)

/** Why a child's seat ended or moved; the last two end the child's time at the school (past children). */
export const MOVE_REASONS = ['promotion', 'transfer', 'correction', 'withdrawn', 'graduated'] as const

/**
 * A child's seat over time: the centre, level and programme from a date to a date (null: open). At most one open
 * seat per child; the enrolled count of planning and the children lists read the seat, not the class.
 */
export const childLevels = pgTable(
  'child_levels',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program').references(() => programs.id),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }),
    moveReason: text('move_reason', { enum: MOVE_REASONS }),
    fkNextLevel: integer('fk_next_level').references(() => levels.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('child_levels_child').on(t.fkChild, t.from),
    uniqueIndex('child_levels_one_open')
      .on(t.fkChild)
      .where(sql`${t.to} is null`),
    // The vacancy counts the seats of centres and a level overlapping a month (planning's enrolmentSeats); with the
    // end date and the child, HQ's counts of seats (fee tiers' children, the children list) are index-only scans.
    index('child_levels_school_centre_level').on(t.fkSchool, t.fkCentre, t.fkLevel, t.from, t.to, t.fkChild),
    // The children lists: a centre's open seats by level.
    index('child_levels_open_centre')
      .on(t.fkCentre, t.fkLevel, t.fkChild)
      .where(sql`${t.to} is null`),
    check('child_levels_dates', sql`${t.to} is null or ${t.to} >= ${t.from}`),
    check(
      'child_levels_move_reason',
      sql`${t.moveReason} is null or ${t.moveReason} in ('promotion', 'transfer', 'correction', 'withdrawn', 'graduated')`,
    ),
  ],
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
    /**
     * The class's level, held here so the database can refuse two open placements of one level. Written from the
     * class by the module; a class with live placements cannot change level.
     */
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program').references(() => programs.id),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }),
  },
  (t) => [
    index('child_classes_child').on(t.fkChild),
    // The vacancy check counts the children placed in a class during a month.
    index('child_classes_class').on(t.fkClass, t.from),
    // A child is never in two classes of the same level at once: one open placement per level.
    uniqueIndex('child_classes_one_open_per_level')
      .on(t.fkChild, t.fkLevel)
      .where(sql`${t.to} is null`),
    check('child_classes_dates', sql`${t.to} is null or ${t.to} >= ${t.from}`),
  ],
)
