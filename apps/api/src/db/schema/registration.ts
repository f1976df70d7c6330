import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * One completed step of an enquiry's registration (an enrolment form section or an additional-information step):
 * the data as its domain schema parsed it. A row exists only for a step that passed validation, so the steps a
 * family has completed are the rows, and the form resumes from them on any device.
 */
export const registrationSteps = pgTable(
  'registration_steps',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    data: jsonb('data').notNull(),
    /** Who saved it last (the parent; staff do not write the family's declaration). */
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registration_steps_enquiry_step').on(t.fkEnquiry, t.step),
    check(
      'registration_steps_step',
      sql`${t.step} in ('enquiry', 'child', 'applicant', 'spouse', 'guardians', 'emergency_contact',
        'attending_other_school', 'special_instruction', 'household_particulars', 'health_information', 'declaration')`,
    ),
  ],
)

/** A user's home address (spec 001, Parent/user addresses); the registration's applicant step writes it. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postcode: text('postcode').notNull(),
    address: text('address').notNull(),
    building: text('building'),
    floor: text('floor'),
    unit: text('unit'),
    city: text('city'),
    country: text('country'),
    updatedAt: updatedAt(),
  },
  // One home address per user: insertOrUpdateUserAddress replaces it.
  (t) => [uniqueIndex('user_addresses_user').on(t.fkUser)],
)

/** The basic subsidy of a school's subsidy estimate, by care type and working status (integer cents). */
export const subsidyBasicRates = pgTable(
  'subsidy_basic_rates',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    careType: text('care_type', { enum: ['infant_care', 'child_care'] }).notNull(),
    working: boolean('working').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('subsidy_basic_rates_school_type').on(t.fkSchool, t.careType, t.working),
    check('subsidy_basic_rates_care_type', sql`${t.careType} in ('infant_care', 'child_care')`),
    check('subsidy_basic_rates_amount', sql`${t.amountCents} >= 0`),
  ],
)

/** The additional subsidy by income band (household and per capita upper limits), integer cents. */
export const subsidyAdditionalBands = pgTable(
  'subsidy_additional_bands',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    careType: text('care_type', { enum: ['infant_care', 'child_care'] }).notNull(),
    incomeMaxCents: integer('income_max_cents').notNull(),
    perCapitaMaxCents: integer('per_capita_max_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('subsidy_additional_bands_school_band').on(t.fkSchool, t.careType, t.incomeMaxCents),
    index('subsidy_additional_bands_school').on(t.fkSchool),
    check('subsidy_additional_bands_care_type', sql`${t.careType} in ('infant_care', 'child_care')`),
    check(
      'subsidy_additional_bands_amounts',
      sql`${t.amountCents} >= 0 and ${t.incomeMaxCents} > 0 and ${t.perCapitaMaxCents} > 0`,
    ),
  ],
)
