// The SQL one `me` request makes the server issue, written out for node-postgres: loadViewer in
// apps/api/src/platform/auth/sessions.ts (the session, then three reads together) and selectMeRows in
// apps/api/src/modules/identity/me-queries.ts (four reads together). The statements are Drizzle's, verbatim, so
// the benchmark can compare them with what the server is seen to issue (statements.mjs).
import { createHash } from 'node:crypto'

const sessionAndUser = `select "sessions"."id", "users"."id", "users"."fk_school", "users"."email", "users"."password_hash", "users"."firstname", "users"."lastname", "users"."birthdate", "users"."gender", "users"."home_phone", "users"."mobile_phone", "users"."mobile_phone_country_code", "users"."is_hq_staff", "users"."has_centre_scope_access", "users"."has_class_scope_access", "users"."active", "users"."registered_at", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."fk_user" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = $2)`
const viewerRoles = `select "roles"."id", "roles"."is_staff" from "user_roles" inner join "roles" on ("roles"."id" = "user_roles"."fk_role" and "roles"."active" = $1) where "user_roles"."fk_user" = $2 order by "user_roles"."id" asc`
const viewerAccess = `select "module_categories"."module_category_code", max("role_templates"."access") from "user_roles" inner join "roles" on ("roles"."id" = "user_roles"."fk_role" and "roles"."active" = $1) inner join "role_templates" on "role_templates"."fk_role" = "roles"."id" inner join "module_categories" on ("module_categories"."id" = "role_templates"."fk_module_category" and "module_categories"."active" = $2) where "user_roles"."fk_user" = $3 group by "module_categories"."module_category_code"`
const viewerScope = `select "fk_centre", "fk_class" from "access_controls" where ("access_controls"."fk_user" = $1 and "access_controls"."fk_school" = $2)`
const meUser = `select "users"."id", "users"."fk_school", "users"."email", "users"."password_hash", "users"."firstname", "users"."lastname", "users"."birthdate", "users"."gender", "users"."home_phone", "users"."mobile_phone", "users"."mobile_phone_country_code", "users"."is_hq_staff", "users"."has_centre_scope_access", "users"."has_class_scope_access", "users"."active", "users"."registered_at", "users"."created_at", "users"."updated_at", "parents"."id", "parents"."monthly_income", "parents"."workplace_staff" from "users" left join "parents" on "parents"."fk_user" = "users"."id" where ("users"."id" = $1 and "users"."fk_school" = $2)`
const meRoles = `select "user_roles"."id", "roles"."id", "roles"."name", "roles"."label", "roles"."is_staff", "role_templates"."id", "role_templates"."fk_module_category", "role_templates"."access", "module_categories"."id", "module_categories"."module_category_code", "module_categories"."label" from "user_roles" inner join "roles" on ("roles"."id" = "user_roles"."fk_role" and "roles"."active" = $1) left join "role_templates" on "role_templates"."fk_role" = "roles"."id" left join "module_categories" on ("module_categories"."id" = "role_templates"."fk_module_category" and "module_categories"."active" = $2) where "user_roles"."fk_user" = $3 order by "user_roles"."id" asc, "role_templates"."id" asc`
const meAccess = `select "access_controls"."id", "access_controls"."fk_school", "access_controls"."fk_centre", "access_controls"."fk_class", "schools"."name" from "access_controls" inner join "schools" on "schools"."id" = "access_controls"."fk_school" where ("access_controls"."fk_user" = $1 and "access_controls"."fk_school" = $2) order by "access_controls"."id" asc`
const meChildren = `select "child_relations"."id", "children"."id", "children"."firstname", "children"."lastname", "children"."race", "children"."nationality", "children"."date_of_birth", "children"."birth_certificate", "children"."household_income_range", "child_classes"."id", "child_classes"."from_date", "child_classes"."to_date", "classes"."id", "classes"."fk_centre", "classes"."fk_level", "classes"."label", "programs"."id", "programs"."label" from "child_relations" inner join "children" on ("children"."id" = "child_relations"."fk_child" and "children"."active" = $1) left join "child_classes" on "child_classes"."fk_child" = "children"."id" left join "classes" on "classes"."id" = "child_classes"."fk_class" left join "programs" on "programs"."id" = "child_classes"."fk_program" where ("child_relations"."fk_user" = $2 and "child_relations"."fk_school" = $3) order by "children"."id" asc, "child_classes"."from_date" asc, "child_classes"."id" asc`

export const meStatements = [
  sessionAndUser,
  viewerRoles,
  viewerAccess,
  viewerScope,
  meUser,
  meRoles,
  meAccess,
  meChildren,
]

/** One `me` request's reads, in the server's order and concurrency; resolves to the number of statements. */
export async function runMeSql(pool, token) {
  // Array rows: the joins repeat column names ("id"), which object rows would collapse.
  const q = (text, values) => pool.query({ text, values, rowMode: 'array' })
  const tokenHash = createHash('sha256').update(token).digest('hex')
  const { rows } = await q(sessionAndUser, [tokenHash, true])
  if (rows.length === 0) throw new Error('The session is not valid')
  const [, userId, schoolId] = rows[0]
  await Promise.all([
    q(viewerRoles, [true, userId]),
    q(viewerAccess, [true, true, userId]),
    q(viewerScope, [userId, schoolId]),
  ])
  await Promise.all([
    q(meUser, [userId, schoolId]),
    q(meRoles, [true, true, userId]),
    q(meAccess, [userId, schoolId]),
    q(meChildren, [true, userId, schoolId]),
  ])
  return meStatements.length
}

/** Differences between the statements the server was seen to issue for one `me` and this replica. */
export function replicaDrift(captured) {
  const missing = captured.filter((s) => !meStatements.includes(s))
  const extra = meStatements.filter((s) => !captured.includes(s))
  return {
    missing,
    extra,
    matches: missing.length === 0 && extra.length === 0 && captured.length === meStatements.length,
  }
}
