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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { createdAt, foldedText, id, updatedAt } from './columns'
import { schools } from './tenancy'

/** A person's full name as finance's search matches a parent (any case, accents or none); its index has the same expression. */
export const userSearchName = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  foldedText(sql`${t.firstname} || ' ' || ${t.lastname}`)
/** A LIKE pattern folded as userSearchName folds the names it is matched against. */
export const userSearchPattern = (like: string) => foldedText(sql`${like}`)

/** Parents and staff. A parent signs in with a password; staff only through single sign-on (no hash). */
export const users = pgTable(
  'users',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender'),
    homePhone: text('home_phone'),
    mobilePhone: text('mobile_phone'),
    mobilePhoneCountryCode: text('mobile_phone_country_code'),
    isHQStaff: boolean('is_hq_staff').notNull().default(false),
    hasCentreScopeAccess: boolean('has_centre_scope_access').notNull().default(false),
    hasClassScopeAccess: boolean('has_class_scope_access').notNull().default(false),
    active: boolean('active').notNull().default(true),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** en, zh, ms or ta (decision 0049-lang); null until the user chooses: English for what the server sends. */
    preferredLanguage: text('preferred_language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per address across schools: sign-in takes an email and a password and nothing else.
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    // Substring search by email (stored lower case) of the waitlist and admissions (decision 0031).
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    // Finance's search by a parent's name (decision 0072).
    index('users_name_folded_trgm').using('gin', sql`${userSearchName(t)} gin_trgm_ops`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_preferred_language', sql`${t.preferredLanguage} in ('en', 'zh', 'ms', 'ta')`),
  ],
)

export const parents = pgTable('parents', {
  id: id(),
  fkSchool: integer('fk_school')
    .notNull()
    .references(() => schools.id),
  fkUser: integer('fk_user')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  monthlyIncome: text('monthly_income'),
  workplaceStaff: text('workplace_staff'),
  identificationNo: text('identification_no'),
  nationality: text('nationality'),
  race: text('race'),
  /** Configuration codes (Highest_Qualification, Marital_Status, Working_Status, Occupation_Title), as registered. */
  highestQualification: text('highest_qualification'),
  maritalStatus: text('marital_status'),
  workingStatus: text('working_status'),
  occupationalTitle: text('occupational_title'),
  createdAt: createdAt(),
})

/** Single-use emailed tokens (register, reset password) and SSO hand-over tokens; stored as hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('user_tokens_purpose', sql`${t.purpose} in ('register', 'reset_password', 'sso')`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.fkUser)],
)

export const otpCodes = pgTable('otp_codes', {
  id: id(),
  fkUser: integer('fk_user')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Fixed-window counters for sign-in, reset and one-time-code attempts; shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

/** An OpenID Connect sign-in in progress: the state and PKCE verifier until the provider calls back. */
export const ssoRequests = pgTable('sso_requests', {
  state: text('state').primaryKey(),
  fkSchool: integer('fk_school')
    .notNull()
    .references(() => schools.id),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect'),
  createdAt: createdAt(),
})

export const moduleCategories = pgTable(
  'module_categories',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    label: text('label').notNull(),
    moduleCategoryCode: text('module_category_code').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('module_categories_school_code').on(t.fkSchool, t.moduleCategoryCode)],
)

export const roles = pgTable(
  'roles',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    label: text('label').notNull(),
    isStaff: boolean('is_staff').notNull(),
    isRemovable: boolean('is_removable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    fkLastModifiedUser: integer('fk_last_modified_user').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_school_name').on(t.fkSchool, t.name)],
)

/** A role's access to one module category: a bit mask of read 1, write 2, approve 4. */
export const roleTemplates = pgTable(
  'role_templates',
  {
    id: id(),
    fkRole: integer('fk_role')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    fkModuleCategory: integer('fk_module_category')
      .notNull()
      .references(() => moduleCategories.id, { onDelete: 'cascade' }),
    access: integer('access').notNull(),
  },
  (t) => [
    uniqueIndex('role_templates_role_module').on(t.fkRole, t.fkModuleCategory),
    check('role_templates_access', sql`${t.access} between 0 and 7`),
  ],
)

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fkRole: integer('fk_role')
      .notNull()
      .references(() => roles.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_unique').on(t.fkUser, t.fkRole)],
)

export const staff = pgTable(
  'staff',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_school_staff_id').on(t.fkSchool, t.staffId)],
)

/** Where a user may act: the school, and for scoped staff the centres (and classes) assigned to them. */
export const accessControls = pgTable(
  'access_controls',
  {
    id: id(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre').references(() => centres.id, { onDelete: 'cascade' }),
    fkClass: integer('fk_class'),
  },
  (t) => [index('access_controls_user').on(t.fkUser)],
)

/**
 * The embedded identity provider's directory (the default behind staff single sign-on and directory lookup).
 * In production the directory is the organisation's (Azure AD via Microsoft Graph) and this table stays empty.
 */
export const directoryAccounts = pgTable('directory_accounts', {
  id: id(),
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  businessPhones: text('business_phones')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
})
