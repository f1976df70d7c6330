import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
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

/** Resolves a bearer token to the caller, with roles, module access and centres; null when not valid. */
export async function loadViewer(db: DbOrTx, token: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.fkUser))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
  if (!row) return null
  const { user } = row
  const [roleRows, templateRows, controlRows] = await Promise.all([
    db
      .select({ id: roles.id, isStaff: roles.isStaff })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true)))
      .where(eq(userRoles.fkUser, user.id))
      .orderBy(asc(userRoles.id)),
    db
      .select({
        code: moduleCategories.moduleCategoryCode,
        access: sql<number>`max(${roleTemplates.access})`,
      })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true)))
      .innerJoin(roleTemplates, eq(roleTemplates.fkRole, roles.id))
      .innerJoin(
        moduleCategories,
        and(eq(moduleCategories.id, roleTemplates.fkModuleCategory), eq(moduleCategories.active, true)),
      )
      .where(eq(userRoles.fkUser, user.id))
      .groupBy(moduleCategories.moduleCategoryCode),
    db
      .select({ fkCentre: accessControls.fkCentre, fkClass: accessControls.fkClass })
      .from(accessControls)
      .where(and(eq(accessControls.fkUser, user.id), eq(accessControls.fkSchool, user.fkSchool))),
  ])
  return {
    userId: user.id,
    sessionId: row.sessionId,
    schoolId: user.fkSchool,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    isStaff: roleRows[0]?.isStaff ?? false,
    isHQStaff: user.isHQStaff,
    hasCentreScopeAccess: user.hasCentreScopeAccess,
    hasClassScopeAccess: user.hasClassScopeAccess,
    roleIds: roleRows.map((r) => r.id),
    access: Object.fromEntries(templateRows.map((t) => [t.code, Number(t.access)])),
    centreIds: controlRows.flatMap((c) => (c.fkCentre ? [c.fkCentre] : [])),
    classIds: controlRows.flatMap((c) => (c.fkClass ? [c.fkClass] : [])),
  }
}
