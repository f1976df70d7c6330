import type { SubsidySchedule } from '@preschool/domain'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  children,
  enquiries,
  levels,
  parents,
  registrationSteps,
  subsidyAdditionalBands,
  subsidyBasicRates,
  userAddresses,
  users,
} from '../../db/schema'

export type RegistrationStepRow = typeof registrationSteps.$inferSelect
export type UserAddressRow = typeof userAddresses.$inferSelect
export type NewUserAddress = Omit<typeof userAddresses.$inferInsert, 'id' | 'updatedAt'>
export type ParentDetails = Pick<
  typeof parents.$inferInsert,
  | 'identificationNo'
  | 'nationality'
  | 'race'
  | 'highestQualification'
  | 'maritalStatus'
  | 'workingStatus'
  | 'occupationalTitle'
>

/** The saved steps of an enquiry's registration, in the order they were first saved. */
export function selectRegistrationSteps(db: DbOrTx, schoolId: number, enquiryId: number) {
  return db
    .select()
    .from(registrationSteps)
    .where(and(eq(registrationSteps.fkSchool, schoolId), eq(registrationSteps.fkEnquiry, enquiryId)))
    .orderBy(asc(registrationSteps.id))
}

/** Saves a step's parsed data, replacing what was saved before. */
export async function upsertRegistrationStep(
  db: DbOrTx,
  row: { fkSchool: number; fkEnquiry: number; step: string; data: unknown; fkUser: number },
) {
  await db
    .insert(registrationSteps)
    .values(row)
    .onConflictDoUpdate({
      target: [registrationSteps.fkEnquiry, registrationSteps.step],
      set: { data: row.data, fkUser: row.fkUser, updatedAt: sql`now()` },
    })
}

/** What the form starts from before anything is saved: the enquiry's child and the applicant's account. */
export async function selectRegistrationPrefill(db: DbOrTx, schoolId: number, enquiryId: number) {
  const [row] = await db
    .select({
      enrollmentPlan: enquiries.enrollmentPlan,
      child: {
        firstname: children.firstname,
        lastname: children.lastname,
        dateOfBirth: children.dateOfBirth,
        nationality: children.nationality,
        race: children.race,
        gender: children.gender,
      },
      user: {
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        birthdate: users.birthdate,
        mobilePhone: users.mobilePhone,
        mobilePhoneCountryCode: users.mobilePhoneCountryCode,
      },
      identificationNo: parents.identificationNo,
      isInfant: levels.isInfant,
    })
    .from(enquiries)
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .leftJoin(parents, eq(parents.fkUser, enquiries.fkUser))
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.fkSchool, schoolId)))
  return row ?? null
}

/** A school's subsidy tables, the figures the estimate uses. */
export async function selectSubsidySchedule(db: DbOrTx, schoolId: number): Promise<SubsidySchedule> {
  const [basic, additional] = await Promise.all([
    db
      .select({
        careType: subsidyBasicRates.careType,
        working: subsidyBasicRates.working,
        amountCents: subsidyBasicRates.amountCents,
      })
      .from(subsidyBasicRates)
      .where(eq(subsidyBasicRates.fkSchool, schoolId))
      .orderBy(asc(subsidyBasicRates.careType), asc(subsidyBasicRates.working)),
    db
      .select({
        careType: subsidyAdditionalBands.careType,
        incomeMaxCents: subsidyAdditionalBands.incomeMaxCents,
        perCapitaMaxCents: subsidyAdditionalBands.perCapitaMaxCents,
        amountCents: subsidyAdditionalBands.amountCents,
      })
      .from(subsidyAdditionalBands)
      .where(eq(subsidyAdditionalBands.fkSchool, schoolId))
      .orderBy(asc(subsidyAdditionalBands.careType), asc(subsidyAdditionalBands.incomeMaxCents)),
  ])
  return { basic, additional }
}

/** Writes a school's subsidy tables (the demo seed and tests; a settings screen would too). */
export async function insertSubsidySchedule(db: DbOrTx, schoolId: number, schedule: SubsidySchedule) {
  await db.insert(subsidyBasicRates).values(schedule.basic.map((r) => ({ ...r, fkSchool: schoolId })))
  await db
    .insert(subsidyAdditionalBands)
    .values(schedule.additional.map((b) => ({ ...b, fkSchool: schoolId })))
}

/** The parent row of a user: created with the details, or its details replaced. */
export async function upsertParent(db: DbOrTx, schoolId: number, userId: number, details: ParentDetails) {
  const [row] = await db
    .insert(parents)
    .values({ fkSchool: schoolId, fkUser: userId, ...details })
    .onConflictDoUpdate({ target: parents.fkUser, set: details })
    .returning()
  return row
}

/** A user's one home address: created, or replaced. */
export async function upsertUserAddress(db: DbOrTx, address: NewUserAddress): Promise<UserAddressRow> {
  const { fkSchool: _school, fkUser: _user, ...fields } = address
  const [row] = await db
    .insert(userAddresses)
    .values(address)
    .onConflictDoUpdate({ target: userAddresses.fkUser, set: { ...fields, updatedAt: sql`now()` } })
    .returning()
  return row
}

/** A user's home address, or null. */
export async function selectUserAddress(db: DbOrTx, schoolId: number, userId: number) {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.fkSchool, schoolId), eq(userAddresses.fkUser, userId)))
  return row ?? null
}

/** The child's latest enquiry, whose registration holds the family's current form (its emergency contact). */
export async function selectLatestEnquiryOfChild(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.fkSchool, schoolId), eq(enquiries.fkChild, childId)))
    .orderBy(desc(enquiries.id))
    .limit(1)
  return row ?? null
}

/** One saved step of an enquiry's registration, or null. */
export async function selectRegistrationStep(db: DbOrTx, enquiryId: number, step: string) {
  const [row] = await db
    .select()
    .from(registrationSteps)
    .where(and(eq(registrationSteps.fkEnquiry, enquiryId), eq(registrationSteps.step, step)))
  return row ?? null
}
