import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres, levels, programs } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * Reference rows: exactly ENQUIRY_STATES of packages/domain (ids fixed), inserted by migration. Not tenant data.
 */
export const enquiryStates = pgTable(
  'enquiry_states',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    label: text('label').notNull(),
    group: text('state_group').notNull(),
    frontendState: text('frontend_state').notNull(),
  },
  (t) => [
    check('enquiry_states_group', sql`${t.group} in ('start', 'visit', 'trial', 'enrolment')`),
    check(
      'enquiry_states_frontend',
      sql`${t.frontendState} in ('schedule', 'centre_visit', 'trial_class', 'registration')`,
    ),
  ],
)

/**
 * An open enquiry: active, and not cancelled_enquiry (3) or blacklisted (4), the CLOSED_ENQUIRY_STATES of
 * packages/domain (a test checks the two agree). Written with constants so that the partial indexes below and the
 * queries' condition (`openCondition` in modules/enquiries/queries.ts) are the same expression, which the planner
 * needs to use the indexes.
 */
export const CLOSED_ENQUIRY_STATE_IDS = [3, 4] as const
/**
 * The child's and the parent's full names as the substring searches match them; the trigram indexes are on these
 * same expressions, so the planner can use them (decision 0031).
 */
export const enquiryChildName = (t: { childFirstname: AnyPgColumn; childLastname: AnyPgColumn }) =>
  sql`(${t.childFirstname} || ' ' || ${t.childLastname})`
export const enquiryParentName = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql`(${t.firstname} || ' ' || ${t.lastname})`

/**
 * The ids of the school's enquiries (of `centreIds` when given: the caller's reach, narrowed early) whose child or
 * parent name, parent email or child birth certificate contains `like` (an escaped ILIKE pattern). One branch per
 * column, each served by its trigram index, instead of an OR over a join the planner can only filter row by row
 * (decision 0031).
 */
export const enquiryIdsMatching = (schoolId: number, like: string, centreIds: readonly number[] | null) => {
  const where = sql`e.fk_school = ${schoolId}${
    centreIds === null
      ? sql``
      : sql` and e.fk_centre in (${
          centreIds.length
            ? sql.join(
                centreIds.map((id) => sql`${id}`),
                sql`, `,
              )
            : sql`null`
        })`
  }`
  return sql`(
  select e.id from ${enquiries} e where ${where} and (e.child_firstname || ' ' || e.child_lastname) ilike ${like}
  union
  select e.id from ${enquiries} e where ${where} and (e.firstname || ' ' || e.lastname) ilike ${like}
  union
  select e.id from ${users} u join ${enquiries} e on e.fk_user = u.id where u.email ilike ${like} and ${where}
  union
  select e.id from ${children} c join ${enquiries} e on e.fk_child = c.id
  where c.birth_certificate ilike ${like} and ${where})`
}

export const openEnquiry = (t: { active: AnyPgColumn | SQL; fkEnquiryState: AnyPgColumn | SQL }) =>
  sql`${t.active} and ${t.fkEnquiryState} not in (${sql.raw(CLOSED_ENQUIRY_STATE_IDS.join(', '))})`

/**
 * In a waitlist queue: open and not yet at enrolment (start, visit or trial group: state ids below 30). One
 * expression for the waitlist's partial indexes and its queries (`inQueue` in modules/waitlist/queries.ts).
 */
export const ENROLMENT_STATE_FROM = 30
export const queuedEnquiry = (t: { active: AnyPgColumn | SQL; fkEnquiryState: AnyPgColumn | SQL }) =>
  sql`${openEnquiry(t)} and ${t.fkEnquiryState} < ${sql.raw(String(ENROLMENT_STATE_FROM))}`

/** One family's interest in one centre for one child: the unit that moves through visit, trial and enrolment. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program').references(() => programs.id),
    fkEnquiryState: integer('fk_enquiry_state')
      .notNull()
      .references(() => enquiryStates.id),
    /** The parent's and child's names as given on the enquiry form. */
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    childFirstname: text('child_firstname').notNull(),
    childLastname: text('child_lastname').notNull(),
    /** The month the family wants to start: always the 1st or the 15th. */
    enrollmentPlan: date('enrollment_plan', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    source: text('source').notNull().default('enquiry_form'),
    isTransferEnquiry: boolean('is_transfer_enquiry').notNull().default(false),
    isTransferEnquiryReadyForEnrolment: boolean('is_transfer_enquiry_ready_for_enrolment')
      .notNull()
      .default(false),
    enrolmentStep: text('enrolment_step'),
    skipCentreVisit: boolean('skip_centre_visit').notNull().default(false),
    skipTrial: boolean('skip_trial').notNull().default(false),
    vacancyAvailable: boolean('vacancy_available').notNull().default(false),
    /** When the enquiry joined the waitlist (staff, or the auto-waitlist job); null while it is not on it. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /**
     * The sum of the weights of the enquiry's waitlist tags, the first key of the queue order: kept by the waitlist
     * module whenever a tag is put on or taken off or its weight changes (`refreshQueueWeights`), so that the queue
     * can be read from an index in order (decision 0030).
     */
    queueWeight: integer('queue_weight').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_school_centre').on(t.fkSchool, t.fkCentre),
    // Substring searches of the waitlist and admissions (decision 0031): the queries use the same expressions.
    index('enquiries_child_name_trgm').using('gin', sql`${enquiryChildName(t)} gin_trgm_ops`),
    index('enquiries_parent_name_trgm').using('gin', sql`${enquiryParentName(t)} gin_trgm_ops`),
    index('enquiries_user').on(t.fkUser),
    index('enquiries_child').on(t.fkChild),
    // A child has at most one open enquiry per centre.
    uniqueIndex('enquiries_open_child_centre')
      .on(t.fkChild, t.fkCentre)
      .where(sql`${t.active}`),
    check('enquiries_plan_day', sql`extract(day from ${t.enrollmentPlan}) in (1, 15)`),
    // The enquiry lists (newest first) of HQ and of a centre's staff read these backwards and stop at the page; the
    // counts are index-only scans of them.
    index('enquiries_school_open_created').on(t.fkSchool, t.createdAt, t.id).where(openEnquiry(t)),
    index('enquiries_centre_open_created')
      .on(t.fkSchool, t.fkCentre, t.createdAt, t.id)
      .where(openEnquiry(t)),
    // Admissions by stage (a stage is a few states), newest first, for HQ and for a centre's staff.
    index('enquiries_school_state_created').on(t.fkSchool, t.fkEnquiryState, t.createdAt, t.id),
    index('enquiries_centre_state_created').on(t.fkSchool, t.fkCentre, t.fkEnquiryState, t.createdAt, t.id),
    // The admissions' waiting-list stage (open, joined the waitlist): its count as an index-only scan (decision 0031).
    index('enquiries_school_waitlisted')
      .on(t.fkSchool, t.fkCentre, t.fkEnquiryState)
      .where(sql`${openEnquiry(t)} and ${t.waitlistedAt} is not null`),
    // The waitlist in queue order (heaviest tags, month wanted, enquiry date) for HQ and for one centre, read in
    // order and stopped at the page; the HQ count is an index-only scan of the first (decision 0030).
    index('enquiries_school_queue')
      .on(t.fkSchool, t.queueWeight.desc().nullsFirst(), t.enrollmentPlan, t.createdAt, t.id)
      .where(queuedEnquiry(t)),
    index('enquiries_centre_queue')
      .on(t.fkSchool, t.fkCentre, t.queueWeight.desc().nullsFirst(), t.enrollmentPlan, t.createdAt, t.id)
      .where(queuedEnquiry(t)),
    // One queue (centre, level, month wanted): a family's place is an index-only count of the entries ahead of it.
    index('enquiries_queue_position')
      .on(t.fkSchool, t.fkCentre, t.fkLevel, t.enrollmentPlan, t.queueWeight, t.createdAt, t.id)
      .where(queuedEnquiry(t)),
  ],
)

/** Every state change of an enquiry, newest last: who moved it, from where, to where, and why. */
export const enquiryActivities = pgTable(
  'enquiry_activities',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fkFromState: integer('fk_from_state').references(() => enquiryStates.id),
    fkToState: integer('fk_to_state')
      .notNull()
      .references(() => enquiryStates.id),
    /** Null when the system moved it (for example a skip from the school configuration). */
    fkUser: integer('fk_user').references(() => users.id),
    action: text('action').notNull(),
    remarks: text('remarks'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_activities_enquiry').on(t.fkEnquiry, t.createdAt)],
)
