import {
  directoryEmailArgsSchema,
  directoryNameArgsSchema,
  ErrorCode,
  HQ_ADMIN_ROLE,
  type StaffInput,
  StaffMsg,
  newStaffInputSchema,
  staffInputSchema,
  staffListArgsSchema,
} from '@preschool/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { QueryFindAllStaffArgs } from '../../generated/graphql'
import { revokeUserSessions } from '../../platform/auth/sessions'
import type { CentreScope } from '../../platform/authz/centre-scope'
import type { SignedInGrant } from '../../platform/authz/authorize'
import type { Directory } from '../../platform/directory/directory'
import { conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { lockSchool } from '../tenancy'
import {
  addCentreAccess,
  addUserRoles,
  insertStaffMember,
  removeCentreAccess,
  removeUserRoles,
  setStaffActive,
  type StaffRecord,
  selectStaffMember,
  selectStaffPage,
  updateStaffMember,
} from './queries'
import {
  assertIdentifiersFree,
  assertKeepsHqAdmin,
  assertWithinEditorReach,
  checkedCentres,
  checkedRoles,
} from './rules'

/** The caller of a staff operation: the guard's grant (who they are, the centres they reach, what they hold). */
export type Editor = Pick<SignedInGrant, 'viewer' | 'centres'>

const EVERYWHERE: CentreScope = { all: true }

export function listStaff(
  db: Db,
  editor: Editor,
  schoolId: number,
  args: Omit<QueryFindAllStaffArgs, 'IDSchool'>,
) {
  const filters = parseInput(staffListArgsSchema, {
    searchString: args.searchString,
    role: args.role,
    centre: args.centre,
    active: args.filter?.active,
  })
  return selectStaffPage(db, schoolId, editor.centres, filters, toLimitOffset(args.pagination))
}

export async function getStaffMember(db: Db, editor: Editor, schoolId: number, staffId: number) {
  const record = await selectStaffMember(db, schoolId, editor.centres, staffId)
  if (!record) throw notFound('Staff')
  return record
}

/** The staff member to change, within the editor's centres and powers; Staff not found otherwise. */
async function staffToChange(
  tx: Tx,
  editor: Editor,
  schoolId: number,
  staffId: number,
): Promise<StaffRecord> {
  const record = await selectStaffMember(tx, schoolId, editor.centres, staffId)
  if (!record) throw notFound('Staff')
  await assertWithinEditorReach(tx, editor, schoolId, record)
  return record
}

const userValues = (input: StaffInput) => ({
  email: input.email,
  firstname: input.firstname,
  lastname: input.lastname,
  mobilePhone: input.phoneNumber,
  mobilePhoneCountryCode: input.phoneCountryCode,
  isHQStaff: input.isHQStaff,
  hasCentreScopeAccess: input.hasCentreScopeAccess,
})

/** A race the checks under the lock cannot see (another school's sign-up taking the address) ends the same way. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email'))
    throw new DomainError(ErrorCode.Conflict, StaffMsg.emailTaken, { email: StaffMsg.emailTaken })
  if (isUniqueViolation(error, 'staff_school_staff_id'))
    throw new DomainError(ErrorCode.Conflict, StaffMsg.staffIdTaken, { staffId: StaffMsg.staffIdTaken })
  throw error
}

/**
 * A new staff member: a user without a password (staff sign in only by single sign-on, against the directory
 * account with this email), the staff record, roles and centres, in one transaction.
 */
export async function addStaff(db: Db, editor: Editor, schoolId: number, raw: unknown): Promise<StaffRecord> {
  const input = parseInput(newStaffInputSchema, raw)
  try {
    return await db.transaction(async (tx) => {
      await lockSchool(tx, schoolId)
      await assertIdentifiersFree(tx, schoolId, input)
      const roleRows = await checkedRoles(tx, editor, schoolId, input.roleIDs)
      const centreIds = await checkedCentres(tx, editor.centres, schoolId, input.centreIDs)
      const created = await insertStaffMember(tx, schoolId, userValues(input), input.staffId)
      await addUserRoles(
        tx,
        created.userId,
        roleRows.map((r) => r.id),
      )
      await addCentreAccess(tx, created.userId, schoolId, centreIds, { withSchool: true })
      return (await selectStaffMember(tx, schoolId, EVERYWHERE, created.staffId))!
    })
  } catch (error) {
    mapUniqueViolation(error)
  }
}

/** Updates a staff member; new roles and centres apply from their next request (the viewer is loaded per request). */
export async function updateStaff(
  db: Db,
  editor: Editor,
  schoolId: number,
  staffId: number,
  raw: unknown,
): Promise<StaffRecord> {
  const input = parseInput(staffInputSchema, raw)
  try {
    return await db.transaction(async (tx) => {
      await lockSchool(tx, schoolId)
      const target = await staffToChange(tx, editor, schoolId, staffId)
      await assertIdentifiersFree(tx, schoolId, input, target)
      const currentRoles = target.roles.map((r) => r.id)
      const roleRows = await checkedRoles(tx, editor, schoolId, input.roleIDs, currentRoles)
      const currentCentres = target.centres.map((c) => c.id)
      const centreIds = await checkedCentres(tx, editor.centres, schoolId, input.centreIDs, currentCentres)
      const staysAdmin = input.isHQStaff && roleRows.some((r) => r.name === HQ_ADMIN_ROLE && r.active)
      await assertKeepsHqAdmin(tx, schoolId, target, staysAdmin)

      const userId = target.user.id
      await updateStaffMember(tx, { staffId, userId }, userValues(input), input.staffId)
      await removeUserRoles(
        tx,
        userId,
        currentRoles.filter((id) => !input.roleIDs.includes(id)),
      )
      await addUserRoles(
        tx,
        userId,
        input.roleIDs.filter((id) => !currentRoles.includes(id)),
      )
      await removeCentreAccess(
        tx,
        userId,
        currentCentres.filter((id) => !centreIds.includes(id)),
      )
      await addCentreAccess(
        tx,
        userId,
        schoolId,
        centreIds.filter((id) => !currentCentres.includes(id)),
      )
      return (await selectStaffMember(tx, schoolId, EVERYWHERE, staffId))!
    })
  } catch (error) {
    mapUniqueViolation(error)
  }
}

/** Deactivates the staff member and their account and ends their sessions at once. */
export async function removeStaff(db: Db, editor: Editor, schoolId: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    const target = await staffToChange(tx, editor, schoolId, staffId)
    if (target.user.id === editor.viewer.userId) throw conflict(StaffMsg.notYourself)
    await assertKeepsHqAdmin(tx, schoolId, target, false)
    await setStaffActive(tx, { staffId, userId: target.user.id }, false)
    await revokeUserSessions(tx, target.user.id)
  })
}

/** Activates a staff member again; without an active staff role they would sign in as nobody. */
export async function activateStaff(
  db: Db,
  editor: Editor,
  schoolId: number,
  staffId: number,
): Promise<StaffRecord> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    const target = await staffToChange(tx, editor, schoolId, staffId)
    if (!target.roles.some((r) => r.active && r.isStaff)) throw conflict(StaffMsg.noRole)
    await setStaffActive(tx, { staffId, userId: target.user.id }, true)
    return (await selectStaffMember(tx, schoolId, EVERYWHERE, staffId))!
  })
}

/** A directory that cannot be reached is the user's to retry, not a crash: logged, then a clear message. */
async function askDirectory<T>(log: FastifyBaseLogger, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch (error) {
    log.error({ err: error }, 'directory look-up failed')
    throw new DomainError(ErrorCode.Internal, StaffMsg.directoryUnavailable)
  }
}

export function directoryUserByEmail(directory: Directory, log: FastifyBaseLogger, raw: unknown) {
  const { email } = parseInput(directoryEmailArgsSchema, raw)
  return askDirectory(log, () => directory.byEmail(email))
}

export function directoryUsersByName(directory: Directory, log: FastifyBaseLogger, raw: unknown) {
  const { name } = parseInput(directoryNameArgsSchema, raw)
  return askDirectory(log, () => directory.byName(name))
}
