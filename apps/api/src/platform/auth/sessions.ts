import { combineAccess } from '@preschool/domain'
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  moduleCategories,
  roles,
  roleTemplates,
  sessions,
  userRoles,
  users,
} from '../../db/schema'
import type { Viewer } from '../authz/viewer'
import { hashToken, newToken } from './tokens'

export async function createSession(db: DbOrTx, userId: number, ttlHours: number): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    fkUser: userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  })
  return token
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Signs the user out everywhere: every open session is revoked (deactivated staff, a reset password). */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.fkUser, userId), isNull(sessions.revokedAt)))
}

interface ViewerRole {
  id: number
  isStaff: boolean
}

/** The user's active roles, oldest assignment first (the first decides isStaff), as a json array. */
const activeRoles = sql<ViewerRole[]>`(
  select coalesce(json_agg(json_build_object('id', ${roles.id}, 'isStaff', ${roles.isStaff}) order by ${userRoles.id}), '[]')
  from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.fkRole} and ${roles.active}
  where ${userRoles.fkUser} = ${users.id})`

/** Module category code -> the union (bit_or) of the access bits of the user's active roles, active categories only. */
const moduleAccess = sql<Record<string, number>>`(
  select coalesce(json_object_agg(code, access), '{}') from (
    select ${moduleCategories.moduleCategoryCode} as code, bit_or(${roleTemplates.access}) as access
    from ${userRoles}
    inner join ${roles} on ${roles.id} = ${userRoles.fkRole} and ${roles.active}
    inner join ${roleTemplates} on ${roleTemplates.fkRole} = ${roles.id}
    inner join ${moduleCategories}
      on ${moduleCategories.id} = ${roleTemplates.fkModuleCategory} and ${moduleCategories.active}
    where ${userRoles.fkUser} = ${users.id}
    group by ${moduleCategories.moduleCategoryCode}) as module_access)`

/** The centres and classes of the user's access controls, in their own school only. */
const scope = sql<{ centreIds: number[]; classIds: number[] }>`(
  select json_build_object(
    'centreIds', coalesce(json_agg(${accessControls.fkCentre} order by ${accessControls.id}) filter (where ${accessControls.fkCentre} is not null), '[]'),
    'classIds', coalesce(json_agg(${accessControls.fkClass} order by ${accessControls.id}) filter (where ${accessControls.fkClass} is not null), '[]'))
  from ${accessControls}
  where ${accessControls.fkUser} = ${users.id} and ${accessControls.fkSchool} = ${users.fkSchool})`

/**
 * Columns a module asks for together with the viewer, in the viewer's one statement (`ctx.viewerWith`): each an
 * expression over the viewer's `users` row (correlated subqueries keyed by `users.id` and `users.fk_school`), so
 * a light operation's own read costs no second round trip. They may use `sql.placeholder(name)` for the
 * arguments (`params`). Named: each extension is its own prepared statement.
 */
export interface ViewerExtension<C extends Record<string, SQL>> {
  name: string
  columns: C
}
export type ExtensionRow<C extends Record<string, SQL>> = {
  [K in keyof C]: C[K] extends SQL<infer T> ? T : never
}

/** The viewer's statement (with an extension's columns), built once per database and prepared (named). */
function buildViewerQuery<C extends Record<string, SQL>>(db: DbOrTx, extension: ViewerExtension<C>) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      schoolId: users.fkSchool,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      isHQStaff: users.isHQStaff,
      hasCentreScopeAccess: users.hasCentreScopeAccess,
      hasClassScopeAccess: users.hasClassScopeAccess,
      roles: activeRoles,
      access: moduleAccess,
      scope,
      extra: extension.columns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.fkUser))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .prepare(extension.name)
}
type ViewerQuery = ReturnType<typeof buildViewerQuery<Record<string, SQL>>>
const viewerQueries = new WeakMap<DbOrTx, Map<string, ViewerQuery>>()

const noExtension: ViewerExtension<Record<string, never>> = { name: 'load_viewer', columns: {} }

/**
 * Resolves a bearer token to the caller, with roles, module access and centres, and the extension's columns;
 * null when the session is unknown, revoked or expired, or the user inactive. Every authenticated request runs
 * this, so it is one statement (the roles, access and scope as json subqueries of the session row) rather than a
 * round trip per part, and a prepared one: neither the query builder nor PostgreSQL's parser and planner work on
 * it again for each request.
 */
export async function loadViewerWith<C extends Record<string, SQL>>(
  db: DbOrTx,
  token: string,
  extension: ViewerExtension<C>,
  params: Record<string, unknown> = {},
): Promise<{ viewer: Viewer; extra: ExtensionRow<C> } | null> {
  let queries = viewerQueries.get(db)
  if (!queries) {
    queries = new Map()
    viewerQueries.set(db, queries)
  }
  let query = queries.get(extension.name)
  if (!query) {
    query = buildViewerQuery(db, extension)
    queries.set(extension.name, query)
  }
  const [row] = await query.execute({ ...params, tokenHash: hashToken(token) })
  if (!row) return null
  const { roles: roleList, access, scope: controls, extra, ...user } = row
  const viewer: Viewer = {
    ...user,
    isStaff: roleList[0]?.isStaff ?? false,
    roleIds: roleList.map((r) => r.id),
    access: Object.fromEntries(
      Object.entries(access).map(([code, level]) => [code, combineAccess([Number(level)])]),
    ),
    centreIds: controls.centreIds,
    classIds: controls.classIds,
  }
  return { viewer, extra: extra as ExtensionRow<C> }
}

export async function loadViewer(db: DbOrTx, token: string): Promise<Viewer | null> {
  return (await loadViewerWith(db, token, noExtension))?.viewer ?? null
}
