import type { Language } from '@preschool/domain'
import type { Tx } from '../../db/client'
import {
  insertMembership,
  insertParentProfile,
  insertParentRole,
  insertUser,
  selectFirstNonStaffRole,
  selectNamedParentRole,
} from './queries'

/** A parent account to make: who they are, how to reach them, and what the school records of the family. */
export interface NewParentAccount {
  schoolId: number
  email: string
  firstname: string
  lastname: string
  mobilePhone: string
  mobilePhoneCountryCode: string
  monthlyIncome?: string | null
  workplaceStaff?: string | null
  /** The language the parent used (the enquiry form's); none: English until they choose. */
  preferredLanguage?: Language | null
}

/** The school's parent role: the seeded 'parent', else any active non-staff role, else a new 'parent' role. */
async function parentRoleId(tx: Tx, schoolId: number): Promise<number> {
  return (
    (await selectNamedParentRole(tx, schoolId)) ??
    (await selectFirstNonStaffRole(tx, schoolId)) ??
    (await insertParentRole(tx, schoolId))
  )
}

/**
 * Makes a parent account awaiting registration (no password) in the caller's transaction: the user, the school's
 * parent role, access to the school and the parent's profile. The caller checks the email and mobile are free.
 */
export async function createParentAccount(tx: Tx, account: NewParentAccount): Promise<number> {
  const userId = await insertUser(tx, {
    fkSchool: account.schoolId,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    mobilePhone: account.mobilePhone,
    mobilePhoneCountryCode: account.mobilePhoneCountryCode,
    preferredLanguage: account.preferredLanguage ?? null,
  })
  await insertMembership(tx, userId, account.schoolId, await parentRoleId(tx, account.schoolId))
  await insertParentProfile(tx, {
    fkSchool: account.schoolId,
    fkUser: userId,
    monthlyIncome: account.monthlyIncome,
    workplaceStaff: account.workplaceStaff,
  })
  return userId
}
