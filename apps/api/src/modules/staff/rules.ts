import { ErrorCode, HQ_ADMIN_ROLE, type StaffInput, StaffMsg } from '@preschool/domain'
import type { Tx } from '../../db/client'
import { type CentreScope, scopeIncludes } from '../../platform/authz/centre-scope'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, DomainError } from '../../platform/errors/domain-error'
import { escalation, grantBeyondCaller, selectRoleGrants } from '../roles'
import {
  countOtherHqAdmins,
  emailTaken,
  type StaffRecord,
  selectSchoolCentreIds,
  selectSchoolRoles,
  staffIdTaken,
} from './queries'

/**
 * The safety rules of staff changes, each server-enforced with its own message: nobody hands out access or centres
 * beyond their own, nobody changes a more powerful colleague, and the school keeps an HQ administrator.
 */

const taken = (message: string, field: string) =>
  new DomainError(ErrorCode.Conflict, message, { [field]: message })

/** The sign-in address is free across schools and the staff number within the school. */
export async function assertIdentifiersFree(
  tx: Tx,
  schoolId: number,
  input: StaffInput,
  current?: StaffRecord,
) {
  if (await emailTaken(tx, input.email, current?.user.id)) throw taken(StaffMsg.emailTaken, 'email')
  if (await staffIdTaken(tx, schoolId, input.staffId, current?.staff.id))
    throw taken(StaffMsg.staffIdTaken, 'staffId')
}

/** A colleague whose roles hand out access the editor lacks could otherwise be re-pointed or switched off. */
export async function assertWithinEditorReach(
  tx: Tx,
  grant: Pick<SignedInGrant, 'viewer'>,
  schoolId: number,
  target: StaffRecord,
) {
  const grants = await selectRoleGrants(
    tx,
    schoolId,
    target.roles.map((r) => r.id),
  )
  if (grantBeyondCaller(grant, grants)) throw escalation(StaffMsg.staffBeyondOwn)
}

/**
 * The roles of the input: staff roles of the school; those newly given must be active and hand out only access
 * the editor holds. Returns the role rows in the input's order.
 */
export async function checkedRoles(
  tx: Tx,
  grant: Pick<SignedInGrant, 'viewer'>,
  schoolId: number,
  roleIds: readonly number[],
  current: readonly number[] = [],
) {
  const rows = await selectSchoolRoles(tx, schoolId, roleIds)
  const added = roleIds.filter((id) => !current.includes(id))
  const unknown = (id: number) => {
    const role = rows.find((r) => r.id === id)
    return !role?.isStaff || (added.includes(id) && !role.active)
  }
  if (roleIds.some(unknown)) throw badInput(StaffMsg.unknownRole, { roleIDs: StaffMsg.unknownRole })
  const beyond = grantBeyondCaller(grant, await selectRoleGrants(tx, schoolId, added))
  if (beyond) throw escalation(StaffMsg.roleBeyondOwn(beyond.roleLabel))
  return roleIds.map((id) => rows.find((r) => r.id === id)!)
}

/**
 * The centres the staff member ends up with: the input's, plus those they have outside the editor's reach (which
 * the editor cannot see, so leaves as they are). Centres must be the school's; adding or removing one needs reach.
 */
export async function checkedCentres(
  tx: Tx,
  scope: CentreScope,
  schoolId: number,
  centreIds: readonly number[],
  current: readonly number[] = [],
): Promise<number[]> {
  const known = await selectSchoolCentreIds(tx, schoolId, centreIds)
  if (known.length !== centreIds.length)
    throw badInput(StaffMsg.unknownCentre, { centreIDs: StaffMsg.unknownCentre })
  const unseen = current.filter((id) => !scopeIncludes(scope, id) && !centreIds.includes(id))
  const final = [...centreIds, ...unseen]
  const changed = [
    ...final.filter((id) => !current.includes(id)),
    ...current.filter((id) => !final.includes(id)),
  ]
  if (changed.some((id) => !scopeIncludes(scope, id)))
    throw escalation(StaffMsg.centreOutOfScope, { centreIDs: StaffMsg.centreOutOfScope })
  return final
}

const isHqAdmin = (record: StaffRecord) =>
  record.user.active &&
  record.staff.active &&
  record.user.isHQStaff &&
  record.roles.some((r) => r.name === HQ_ADMIN_ROLE && r.active)

/** Refuses a change after which the school would have no active HQ administrator (checked under the school lock). */
export async function assertKeepsHqAdmin(tx: Tx, schoolId: number, target: StaffRecord, staysAdmin: boolean) {
  if (staysAdmin || !isHqAdmin(target)) return
  if ((await countOtherHqAdmins(tx, schoolId, HQ_ADMIN_ROLE, target.user.id)) === 0)
    throw conflict(StaffMsg.lastHqAdmin)
}
