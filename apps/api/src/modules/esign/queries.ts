import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { Access } from '@preschool/domain'
import {
  accessControls,
  children,
  consentForms,
  consentParticipants,
  moduleCategories,
  roles,
  roleTemplates,
  schools,
  staff,
  userRoles,
  users,
} from '../../db/schema'

export type ConsentFormRow = typeof consentForms.$inferSelect
export type ParticipantRow = typeof consentParticipants.$inferSelect

export async function selectForm(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  formType = 'form1',
): Promise<ConsentFormRow | undefined> {
  const [row] = await db
    .select()
    .from(consentForms)
    .where(
      and(
        eq(consentForms.fkSchool, schoolId),
        eq(consentForms.fkEnquiry, enquiryId),
        eq(consentForms.formType, formType),
        ne(consentForms.status, 'Voided'),
      ),
    )
  return row
}

export async function selectFormById(db: DbOrTx, formId: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(consentForms).where(eq(consentForms.id, formId))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row
}

export function selectParticipants(db: DbOrTx, formId: number): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(consentParticipants)
    .where(eq(consentParticipants.fkForm, formId))
    .orderBy(asc(consentParticipants.signOrder))
}

export async function insertForm(db: DbOrTx, values: typeof consentForms.$inferInsert) {
  const [row] = await db.insert(consentForms).values(values).returning()
  return row
}

export async function insertParticipants(db: DbOrTx, values: (typeof consentParticipants.$inferInsert)[]) {
  return db.insert(consentParticipants).values(values).returning()
}

export async function updateParticipant(
  db: DbOrTx,
  id: number,
  values: Partial<typeof consentParticipants.$inferInsert>,
) {
  const [row] = await db
    .update(consentParticipants)
    .set(values)
    .where(eq(consentParticipants.id, id))
    .returning()
  return row
}

export async function updateForm(db: DbOrTx, id: number, values: Partial<typeof consentForms.$inferInsert>) {
  const [row] = await db.update(consentForms).set(values).where(eq(consentForms.id, id)).returning()
  return row
}

/** A form that can no longer complete gives way to a new one: kept for the record, its links dead. */
export async function voidForm(db: DbOrTx, formId: number): Promise<void> {
  await db
    .update(consentForms)
    .set({ status: 'Voided', voidedAt: new Date() })
    .where(eq(consentForms.id, formId))
  await db
    .update(consentParticipants)
    .set({ tokenHash: null, tokenExpiresAt: null })
    .where(eq(consentParticipants.fkForm, formId))
}

/** The participant holding a live link, locked: the token's hash is the only way to find it. */
export async function selectParticipantByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(consentParticipants)
    .where(eq(consentParticipants.tokenHash, tokenHash))
    .for('update')
  return row
}

/** Whether an email belongs to an active staff member of the school (the centre's signer must be one). */
/**
 * Whether an email is a centre signer for an enquiry: active staff of the school who reach the enquiry's centre
 * (HQ, or assigned to it) and whose active roles give enquiry management write, as creating the form needs.
 */
export async function isCentreSigner(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staff, and(eq(staff.fkUser, users.id), eq(staff.active, true)))
    .where(
      and(
        eq(users.fkSchool, schoolId),
        eq(users.active, true),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        sql`(${users.isHQStaff} or exists (
          select 1 from ${accessControls}
          where ${accessControls.fkUser} = ${users.id} and ${accessControls.fkSchool} = ${schoolId}
            and ${accessControls.fkCentre} = ${centreId}))`,
        sql`exists (
          select 1 from ${userRoles}
          inner join ${roles} on ${roles.id} = ${userRoles.fkRole} and ${roles.active}
          inner join ${roleTemplates} on ${roleTemplates.fkRole} = ${roles.id}
          inner join ${moduleCategories}
            on ${moduleCategories.id} = ${roleTemplates.fkModuleCategory} and ${moduleCategories.active}
          where ${userRoles.fkUser} = ${users.id}
            and ${moduleCategories.moduleCategoryCode} = 'enquiry_management'
            and (${roleTemplates.access} & ${Access.write}) <> 0)`,
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function selectSchoolName(db: DbOrTx, schoolId: number): Promise<string> {
  const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId))
  return row?.name ?? ''
}

export async function selectChild(db: DbOrTx, childId: number) {
  const [row] = await db.select().from(children).where(eq(children.id, childId))
  return row
}

export async function selectUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      mobilePhone: users.mobilePhone,
      mobilePhoneCountryCode: users.mobilePhoneCountryCode,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}
