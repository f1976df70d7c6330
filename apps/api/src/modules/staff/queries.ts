import { and, asc, count, eq, exists, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { accessControls, centres, roles, staff, userRoles, users } from '../../db/schema'
import { type CentreScope, scopeCondition } from '../../platform/authz/centre-scope'
import type { LimitOffset } from '../../platform/pagination'

export interface StaffRecord {
  staff: typeof staff.$inferSelect
  user: typeof users.$inferSelect
  centres: { id: number; label: string; code: string }[]
  roles: { id: number; label: string; name: string; active: boolean; isStaff: boolean }[]
}

export interface StaffFilters {
  searchString?: string
  role?: number
  centre?: number
  active?: boolean
}

/** Staff whose user has an access control on one of the centres of the scope (all staff for HQ scope). */
function inReach(db: DbOrTx, scope: CentreScope): SQL {
  if (scope.all) return sql`true`
  return exists(
    db
      .select({ id: accessControls.id })
      .from(accessControls)
      .where(and(eq(accessControls.fkUser, staff.fkUser), scopeCondition(scope, accessControls.fkCentre))),
  )
}

/** A LIKE pattern matching the text anywhere, with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filterCondition(db: DbOrTx, filters: StaffFilters): SQL | undefined {
  const pattern = filters.searchString ? containing(filters.searchString) : undefined
  return and(
    filters.active === undefined ? undefined : eq(staff.active, filters.active),
    pattern
      ? or(
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
          ilike(users.email, pattern),
          ilike(staff.staffId, pattern),
        )
      : undefined,
    filters.role === undefined
      ? undefined
      : exists(
          db
            .select({ id: userRoles.id })
            .from(userRoles)
            .where(and(eq(userRoles.fkUser, staff.fkUser), eq(userRoles.fkRole, filters.role))),
        ),
    filters.centre === undefined
      ? undefined
      : exists(
          db
            .select({ id: accessControls.id })
            .from(accessControls)
            .where(and(eq(accessControls.fkUser, staff.fkUser), eq(accessControls.fkCentre, filters.centre))),
        ),
  )
}

/** Centres and roles of the given staff rows, two queries whatever the page size. */
async function withCentresAndRoles(
  db: DbOrTx,
  schoolId: number,
  rows: Pick<StaffRecord, 'staff' | 'user'>[],
): Promise<StaffRecord[]> {
  if (rows.length === 0) return []
  const userIds = rows.map((r) => r.user.id)
  const [centreRows, roleRows] = await Promise.all([
    db
      .select({ fkUser: accessControls.fkUser, id: centres.id, label: centres.label, code: centres.code })
      .from(accessControls)
      .innerJoin(centres, eq(centres.id, accessControls.fkCentre))
      .where(and(inArray(accessControls.fkUser, userIds), eq(accessControls.fkSchool, schoolId)))
      .orderBy(asc(centres.label), asc(centres.id)),
    db
      .select({
        fkUser: userRoles.fkUser,
        id: roles.id,
        label: roles.label,
        name: roles.name,
        active: roles.active,
        isStaff: roles.isStaff,
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.fkRole))
      .where(inArray(userRoles.fkUser, userIds))
      .orderBy(asc(userRoles.id)),
  ])
  return rows.map((row) => ({
    ...row,
    centres: centreRows
      .filter((c) => c.fkUser === row.user.id)
      .map(({ id, label, code }) => ({ id, label, code })),
    roles: roleRows
      .filter((r) => r.fkUser === row.user.id)
      .map(({ id, label, name, active, isStaff }) => ({ id, label, name, active, isStaff })),
  }))
}

/** One page of the school's staff within the scope, by first then last name, and how many match in all. */
export async function selectStaffPage(
  db: DbOrTx,
  schoolId: number,
  scope: CentreScope,
  filters: StaffFilters,
  page: LimitOffset,
): Promise<{ totalCount: number; data: StaffRecord[] }> {
  const where = and(eq(staff.fkSchool, schoolId), inReach(db, scope), filterCondition(db, filters))
  const [[{ total }], rows] = await Promise.all([
    // Every staff row has its user (a foreign key): the count joins users only to search their names, else it
    // is a count of the school's staff rows (at 48,000 users the join hashed a scan of all of them).
    filters.searchString
      ? db.select({ total: count() }).from(staff).innerJoin(users, eq(users.id, staff.fkUser)).where(where)
      : db.select({ total: count() }).from(staff).where(where),
    db
      .select({ staff, user: users })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.fkUser))
      .where(where)
      .orderBy(asc(users.firstname), asc(users.lastname), asc(staff.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total, data: await withCentresAndRoles(db, schoolId, rows) }
}

/** One staff member of the school within the scope, or null. */
export async function selectStaffMember(
  db: DbOrTx,
  schoolId: number,
  scope: CentreScope,
  staffId: number,
): Promise<StaffRecord | null> {
  const rows = await db
    .select({ staff, user: users })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.fkUser))
    .where(and(eq(staff.id, staffId), eq(staff.fkSchool, schoolId), inReach(db, scope)))
  const [record] = await withCentresAndRoles(db, schoolId, rows)
  return record ?? null
}

/** Whether any account (of any school: sign-in addresses are unique across schools) has this email. */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** Staff numbers are compared case-insensitively, so LS01 and ls01 cannot name two people. */
export async function staffIdTaken(
  db: DbOrTx,
  schoolId: number,
  staffId: string,
  exceptStaffId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.fkSchool, schoolId),
        eq(sql`lower(${staff.staffId})`, staffId.toLowerCase()),
        exceptStaffId === undefined ? undefined : ne(staff.id, exceptStaffId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function selectSchoolRoles(db: DbOrTx, schoolId: number, roleIds: readonly number[]) {
  if (roleIds.length === 0) return []
  return db
    .select({
      id: roles.id,
      label: roles.label,
      name: roles.name,
      active: roles.active,
      isStaff: roles.isStaff,
    })
    .from(roles)
    .where(and(eq(roles.fkSchool, schoolId), inArray(roles.id, [...roleIds])))
}

export async function selectSchoolCentreIds(db: DbOrTx, schoolId: number, centreIds: readonly number[]) {
  if (centreIds.length === 0) return []
  const rows = await db
    .select({ id: centres.id })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), inArray(centres.id, [...centreIds])))
  return rows.map((r) => r.id)
}

/**
 * Active HQ administrators of the school other than `exceptUserId`: active staff flagged head office who hold the
 * active hq_admin role.
 */
export async function countOtherHqAdmins(
  db: DbOrTx,
  schoolId: number,
  hqAdminRole: string,
  exceptUserId: number,
): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(staff, and(eq(staff.fkUser, users.id), eq(staff.active, true)))
    .innerJoin(userRoles, eq(userRoles.fkUser, users.id))
    .innerJoin(
      roles,
      and(
        eq(roles.id, userRoles.fkRole),
        eq(roles.fkSchool, schoolId),
        eq(roles.name, hqAdminRole),
        eq(roles.active, true),
      ),
    )
    .where(
      and(
        eq(users.fkSchool, schoolId),
        eq(users.active, true),
        eq(users.isHQStaff, true),
        ne(users.id, exceptUserId),
      ),
    )
  return total
}

/** The centre rows of a user's access controls (the school row, with no centre, is left alone). */
export const centreControlsOf = (userId: number, centreIds: readonly number[]) =>
  and(
    eq(accessControls.fkUser, userId),
    isNotNull(accessControls.fkCentre),
    inArray(accessControls.fkCentre, [...centreIds]),
  )

export type StaffUserValues = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'mobilePhone'
  | 'mobilePhoneCountryCode'
  | 'isHQStaff'
  | 'hasCentreScopeAccess'
>

/** A staff member's user (no password: staff sign in by single sign-on) and staff record. */
export async function insertStaffMember(
  tx: Tx,
  schoolId: number,
  user: StaffUserValues,
  staffCode: string,
): Promise<{ userId: number; staffId: number }> {
  const [created] = await tx
    .insert(users)
    .values({ ...user, fkSchool: schoolId })
    .returning({ id: users.id })
  const [member] = await tx
    .insert(staff)
    .values({ fkSchool: schoolId, fkUser: created.id, staffId: staffCode })
    .returning({ id: staff.id })
  return { userId: created.id, staffId: member.id }
}

export async function updateStaffMember(
  tx: Tx,
  ids: { staffId: number; userId: number },
  user: StaffUserValues,
  staffCode: string,
): Promise<void> {
  await tx.update(users).set(user).where(eq(users.id, ids.userId))
  await tx.update(staff).set({ staffId: staffCode }).where(eq(staff.id, ids.staffId))
}

/** The staff record and its user account together. */
export async function setStaffActive(tx: Tx, ids: { staffId: number; userId: number }, active: boolean) {
  await tx.update(staff).set({ active }).where(eq(staff.id, ids.staffId))
  await tx.update(users).set({ active }).where(eq(users.id, ids.userId))
}

export async function addUserRoles(tx: Tx, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((fkRole) => ({ fkUser: userId, fkRole })))
}

export async function removeUserRoles(tx: Tx, userId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length)
    await tx.delete(userRoles).where(and(eq(userRoles.fkUser, userId), inArray(userRoles.fkRole, roleIds)))
}

/** Access to the centres; `withSchool` also adds the school row (no centre) a new member needs. */
export async function addCentreAccess(
  tx: Tx,
  userId: number,
  schoolId: number,
  centreIds: number[],
  opts: { withSchool?: boolean } = {},
): Promise<void> {
  const rows = [
    ...(opts.withSchool ? [{ fkUser: userId, fkSchool: schoolId }] : []),
    ...centreIds.map((fkCentre) => ({ fkUser: userId, fkSchool: schoolId, fkCentre })),
  ]
  if (rows.length) await tx.insert(accessControls).values(rows)
}

export async function removeCentreAccess(tx: Tx, userId: number, centreIds: number[]): Promise<void> {
  if (centreIds.length) await tx.delete(accessControls).where(centreControlsOf(userId, centreIds))
}
