// The SQL one `me { ID firstname email isStaff can }` request makes the server issue, written out for
// node-postgres: loadViewer in apps/api/src/platform/auth/sessions.ts, one statement (decision 0006); `me`'s other
// fields are lazy and not asked for. The text is Drizzle's, so the benchmark can compare it with what the server is
// seen to issue (statements.mjs); the comparison ignores whitespace, which the log reflows.
import { createHash } from 'node:crypto'

const viewer = `select "sessions"."id", "users"."id", "users"."fk_school", "users"."email", "users"."firstname", "users"."lastname", "users"."is_hq_staff", "users"."has_centre_scope_access", "users"."has_class_scope_access", (
  select coalesce(json_agg(json_build_object('id', "roles"."id", 'isStaff', "roles"."is_staff") order by "user_roles"."id"), '[]')
  from "user_roles" inner join "roles" on "roles"."id" = "user_roles"."fk_role" and "roles"."active"
  where "user_roles"."fk_user" = "users"."id"), (
  select coalesce(json_object_agg(code, access), '{}') from (
    select "module_categories"."module_category_code" as code, max("role_templates"."access") as access
    from "user_roles"
    inner join "roles" on "roles"."id" = "user_roles"."fk_role" and "roles"."active"
    inner join "role_templates" on "role_templates"."fk_role" = "roles"."id"
    inner join "module_categories"
      on "module_categories"."id" = "role_templates"."fk_module_category" and "module_categories"."active"
    where "user_roles"."fk_user" = "users"."id"
    group by "module_categories"."module_category_code") as module_access), (
  select json_build_object(
    'centreIds', coalesce(json_agg("access_controls"."fk_centre" order by "access_controls"."id") filter (where "access_controls"."fk_centre" is not null), '[]'),
    'classIds', coalesce(json_agg("access_controls"."fk_class" order by "access_controls"."id") filter (where "access_controls"."fk_class" is not null), '[]'))
  from "access_controls"
  where "access_controls"."fk_user" = "users"."id" and "access_controls"."fk_school" = "users"."fk_school") from "sessions" inner join "users" on "users"."id" = "sessions"."fk_user" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = $2)`

export const meStatements = [viewer]

/** One `me` request's reads, in the server's order; resolves to the number of statements. */
export async function runMeSql(pool, token) {
  const tokenHash = createHash('sha256').update(token).digest('hex')
  const { rows } = await pool.query({ text: viewer, values: [tokenHash, true], rowMode: 'array' })
  if (rows.length === 0) throw new Error('The session is not valid')
  return meStatements.length
}

const squash = (statement) => statement.replace(/\s+/g, ' ').trim()

/** Differences between the statements the server was seen to issue for one `me` and this replica. */
export function replicaDrift(captured) {
  const seen = captured.map(squash)
  const replica = meStatements.map(squash)
  const missing = captured.filter((_, i) => !replica.includes(seen[i]))
  const extra = meStatements.filter((_, i) => !seen.includes(replica[i]))
  return {
    missing,
    extra,
    matches: missing.length === 0 && extra.length === 0 && captured.length === meStatements.length,
  }
}
