import { DEFAULT_CALLING_CODE } from '@preschool/domain'
import { hashPassword } from '../../../platform/auth/passwords'
import type { Tx } from '../../client'
import {
  accessControls,
  childRelations,
  children,
  directoryAccounts,
  parents,
  staff,
  userRoles,
  users,
} from '../../schema'
import {
  DEMO_PARENT_PASSWORD,
  DEMO_STAFF_PASSWORD,
  type DemoStaff,
  demoChild,
  demoDirectoryOnly,
  demoParent,
  demoStaff,
} from '../content/accounts'
import { demoSchoolId } from '../content/schools'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'
import { roleKey, type SeededRoles } from './roles'

export interface DemoPasswordHashes {
  parent: string
  /** By email (staff and directory-only accounts): every directory account gets its own salt. */
  staff: ReadonlyMap<string, string>
}

/** Hashed before the transaction opens: argon2 is the slow part and needs no lock. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const directoryEmails = [...demoStaff, ...demoDirectoryOnly].map((account) => account.email)
  const [parent, ...staffHashes] = await Promise.all([
    hashPassword(DEMO_PARENT_PASSWORD),
    ...directoryEmails.map(() => hashPassword(DEMO_STAFF_PASSWORD)),
  ])
  return { parent, staff: new Map(directoryEmails.map((email, i) => [email, staffHashes[i]])) }
}

function assignedCentres(member: DemoStaff, centres: ReadonlyMap<string, SeededCentre>, schoolId: number) {
  return member.centres.map((code) => {
    const centre = lookup(centres, code, 'centre')
    if (centre.fkSchool !== schoolId)
      throw new Error(`Demo staff ${member.email} assigned to ${code} of another school`)
    return centre.id
  })
}

/** The demo parent with a child, and the staff members with their roles, centres and directory accounts. */
export async function insertAccounts(
  tx: Tx,
  deps: {
    roles: SeededRoles
    centres: ReadonlyMap<string, SeededCentre>
    passwords: DemoPasswordHashes
    today: Date
  },
): Promise<void> {
  const parentSchool = demoSchoolId(demoParent.school)
  const userRows = await tx
    .insert(users)
    .values([
      {
        fkSchool: parentSchool,
        email: demoParent.email,
        passwordHash: deps.passwords.parent,
        firstname: demoParent.firstname,
        lastname: demoParent.lastname,
        birthdate: demoParent.birthdate,
        gender: demoParent.gender,
        mobilePhone: demoParent.mobilePhone,
        mobilePhoneCountryCode: demoParent.mobilePhoneCountryCode,
        registeredAt: deps.today,
      },
      // No password hash: staff sign in only through single sign-on, against their directory account.
      ...demoStaff.map((member) => ({
        fkSchool: demoSchoolId(member.school),
        email: member.email,
        firstname: member.firstname,
        lastname: member.lastname,
        mobilePhone: member.mobilePhone,
        mobilePhoneCountryCode: DEFAULT_CALLING_CODE,
        isHQStaff: member.isHQStaff,
        hasCentreScopeAccess: member.hasCentreScopeAccess,
      })),
    ])
    .returning({ id: users.id, email: users.email })
  const userIds = new Map(userRows.map((row) => [row.email, row.id]))
  const parentId = lookup(userIds, demoParent.email, 'user')
  const members = demoStaff.map((member) => {
    const schoolId = demoSchoolId(member.school)
    return {
      member,
      schoolId,
      userId: lookup(userIds, member.email, 'user'),
      centreIds: assignedCentres(member, deps.centres, schoolId),
    }
  })

  await tx.insert(parents).values({
    fkSchool: parentSchool,
    fkUser: parentId,
    monthlyIncome: demoParent.monthlyIncome,
    workplaceStaff: demoParent.workplaceStaff,
    identificationNo: demoParent.identificationNo,
    nationality: demoParent.nationality,
    race: demoParent.race,
  })
  await tx.insert(staff).values(
    members.map(({ member, schoolId, userId }) => ({
      fkSchool: schoolId,
      fkUser: userId,
      staffId: member.staffId,
    })),
  )
  await tx.insert(userRoles).values([
    { fkUser: parentId, fkRole: lookup(deps.roles, roleKey(parentSchool, 'parent'), 'role') },
    ...members.map(({ member, schoolId, userId }) => ({
      fkUser: userId,
      fkRole: lookup(deps.roles, roleKey(schoolId, member.role), 'role'),
    })),
  ])
  // One row for the school, plus one per assigned centre.
  await tx
    .insert(accessControls)
    .values([
      { fkUser: parentId, fkSchool: parentSchool },
      ...members.flatMap(({ schoolId, userId, centreIds }) => [
        { fkUser: userId, fkSchool: schoolId },
        ...centreIds.map((fkCentre) => ({ fkUser: userId, fkSchool: schoolId, fkCentre })),
      ]),
    ])
  await tx.insert(directoryAccounts).values([
    ...demoStaff.map((member) => ({
      email: member.email,
      displayName: `${member.firstname} ${member.lastname}`,
      givenName: member.firstname,
      surname: member.lastname,
      businessPhones: [member.businessPhone],
      passwordHash: lookup(deps.passwords.staff, member.email, 'directory account'),
    })),
    ...demoDirectoryOnly.map((account) => ({
      email: account.email,
      displayName: account.displayName,
      givenName: account.givenName,
      surname: account.surname,
      businessPhones: [account.businessPhone],
      passwordHash: lookup(deps.passwords.staff, account.email, 'directory account'),
    })),
  ])

  const child = demoChild(deps.today)
  const [childRow] = await tx
    .insert(children)
    .values({
      fkSchool: parentSchool,
      firstname: child.firstname,
      lastname: child.lastname,
      dateOfBirth: child.dateOfBirth,
      birthCertificate: child.birthCertificate,
      gender: child.gender,
      nationality: child.nationality,
      race: child.race,
      householdIncomeRange: child.householdIncomeRange,
    })
    .returning({ id: children.id })
  await tx.insert(childRelations).values({
    fkSchool: parentSchool,
    fkChild: childRow.id,
    fkUser: parentId,
    relation: child.relation,
    isMainApplicant: true,
  })
}
