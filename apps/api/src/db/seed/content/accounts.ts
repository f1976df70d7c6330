import type { CodeCategory } from '@preschool/domain'
import { demoCodes } from './codes'
import { identityNumber } from './identity-number'
import { demoRegistrationFamilies } from './registration'
import { demoTransferFamily } from './transfers'
import type { DemoRoleName } from './roles'
import { demoSchoolId } from './schools'

export const DEMO_PARENT_PASSWORD = 'Parent123'
export const DEMO_STAFF_PASSWORD = 'Staff123'

/** How a person signs in to try the demo; printed at start. */
export interface DemoAccount {
  role: 'Parent' | 'HQ' | 'Principal' | 'Centre staff'
  email: string
  how: string
}

/** A staff member: a user without a password (staff sign in by single sign-on) plus a directory account. */
export interface DemoStaff {
  school: string
  listedAs: Exclude<DemoAccount['role'], 'Parent'>
  role: DemoRoleName
  email: string
  firstname: string
  lastname: string
  staffId: string
  mobilePhone: string
  businessPhone: string
  isHQStaff: boolean
  hasCentreScopeAccess: boolean
  /** Codes of the centres the staff member is assigned to; HQ staff reach every centre without any. */
  centres: readonly string[]
}

/** A value that forms store from an option list; checked against the seeded codes so the two cannot drift. */
function codeLabel(category: CodeCategory, label: string): string {
  if (!demoCodes[category].some(([known]) => known === label))
    throw new Error(`Demo data uses ${label}, which is not a ${category} code`)
  return label
}

export const demoParent = {
  school: 'littlesteps',
  email: 'parent@littlesteps.demo',
  firstname: 'Rachel',
  lastname: 'Tan',
  birthdate: '1991-08-14',
  gender: 'female',
  mobilePhone: '91234567',
  mobilePhoneCountryCode: '+65',
  identificationNo: identityNumber(1991, 23456),
  nationality: codeLabel('Nationality', 'Singapore Citizen'),
  race: codeLabel('Race', 'Chinese'),
  monthlyIncome: codeLabel('Household_Income_Range', '$6,001 - $7,500'),
  workplaceStaff: codeLabel('workplace_staff', 'No'),
} as const

/**
 * The demo parent's child: three years and five months old on the day the demo is seeded, so of Nursery 1 age
 * already when its class seat began three months earlier (steps/classes).
 */
export function demoChild(today: Date) {
  const birth = new Date(Date.UTC(today.getUTCFullYear() - 3, today.getUTCMonth() - 5, 15))
  return {
    firstname: 'Ethan',
    lastname: 'Tan',
    dateOfBirth: birth.toISOString().slice(0, 10),
    birthCertificate: identityNumber(birth.getUTCFullYear(), 12345),
    gender: 'male',
    nationality: codeLabel('Nationality', 'Singapore Citizen'),
    race: codeLabel('Race', 'Chinese'),
    householdIncomeRange: demoParent.monthlyIncome,
    relation: codeLabel('Relation_Child', 'Mother'),
  }
}

export const demoStaff: readonly DemoStaff[] = [
  {
    school: 'littlesteps',
    listedAs: 'HQ',
    role: 'hq_admin',
    email: 'hq@littlesteps.demo',
    firstname: 'Jason',
    lastname: 'Lim',
    staffId: 'LS0001',
    mobilePhone: '81230001',
    businessPhone: '+65 6250 1001',
    isHQStaff: true,
    hasCentreScopeAccess: false,
    centres: [],
  },
  {
    school: 'littlesteps',
    listedAs: 'Principal',
    role: 'principal',
    email: 'principal@littlesteps.demo',
    firstname: 'Nur Aisyah',
    lastname: 'Rahman',
    staffId: 'LS0002',
    mobilePhone: '81230002',
    businessPhone: '+65 6250 1002',
    isHQStaff: false,
    hasCentreScopeAccess: true,
    centres: ['LS-TMP', 'LS-PGL'],
  },
  {
    school: 'littlesteps',
    listedAs: 'Centre staff',
    role: 'centre_staff',
    email: 'staff@littlesteps.demo',
    firstname: 'Priya',
    lastname: 'Nair',
    staffId: 'LS0003',
    mobilePhone: '81230003',
    businessPhone: '+65 6250 1003',
    isHQStaff: false,
    hasCentreScopeAccess: false,
    centres: ['LS-TMP'],
  },
  {
    // A second head-office approver: capacity changes HQ requests are approved by someone else (maker-checker).
    school: 'littlesteps',
    listedAs: 'HQ',
    role: 'hq_admin',
    email: 'planner@littlesteps.demo',
    firstname: 'Rebecca',
    lastname: 'Seah',
    staffId: 'LS0004',
    mobilePhone: '81230006',
    businessPhone: '+65 6250 1004',
    isHQStaff: true,
    hasCentreScopeAccess: false,
    centres: [],
  },
  {
    school: 'brighthorizons',
    listedAs: 'HQ',
    role: 'hq_admin',
    email: 'hq@brighthorizons.demo',
    firstname: 'Daniel',
    lastname: 'Wong',
    staffId: 'BH0001',
    mobilePhone: '81230004',
    businessPhone: '+65 6250 2001',
    isHQStaff: true,
    hasCentreScopeAccess: false,
    centres: [],
  },
  {
    school: 'sunflower',
    listedAs: 'HQ',
    role: 'hq_admin',
    email: 'hq@sunflower.demo',
    firstname: 'Grace',
    lastname: 'Chua',
    staffId: 'SF0001',
    mobilePhone: '81230005',
    businessPhone: '+65 6250 3001',
    isHQStaff: true,
    hasCentreScopeAccess: false,
    centres: [],
  },
]

/** An account of the embedded directory only: someone HQ may add as staff through the directory look-up. */
export interface DemoDirectoryAccount {
  email: string
  displayName: string
  givenName: string
  surname: string
  businessPhone: string
}

/**
 * People in the directory who are not staff yet, so adding a staff member from the directory can be tried (and is,
 * by the browser tests). They can sign in to the directory, but the app refuses them until they are added.
 */
export const demoDirectoryOnly: readonly DemoDirectoryAccount[] = [
  {
    email: 'newteacher@littlesteps.demo',
    displayName: 'Nur Aisyah',
    givenName: 'Nur',
    surname: 'Aisyah',
    businessPhone: '+65 9250 1004',
  },
]

const signInPage = (path: string, school: string) => `${path}?fkSchool=${demoSchoolId(school)}`

/** The same list on every start, so the console always tells how to sign in. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'Parent',
    email: demoParent.email,
    how: `password ${DEMO_PARENT_PASSWORD} at ${signInPage('/login', demoParent.school)}`,
  },
  // The registration demo: a place offered, a registration part-way through the form, one to pay, one paid.
  ...demoRegistrationFamilies.map((family) => ({
    role: 'Parent' as const,
    email: family.email,
    how: `password ${DEMO_PARENT_PASSWORD} at ${signInPage('/login', demoParent.school)}`,
  })),
  // The transfer demo: a family whose request to move centre waits for the current centre.
  {
    role: 'Parent',
    email: demoTransferFamily.email,
    how: `password ${DEMO_PARENT_PASSWORD} at ${signInPage('/login', demoParent.school)}`,
  },
  ...demoStaff.map((s) => ({
    role: s.listedAs,
    email: s.email,
    how: `single sign-on at ${signInPage('/login/staff', s.school)}, password ${DEMO_STAFF_PASSWORD}`,
  })),
]
