import { type EnquiryStateCode, enquiryState } from '@preschool/domain'
import { childRelations, children, enquiries } from '../../db/schema'
import { buildParent, type TestSchool, type TestUser } from './school'
import { buildChildAtCentre } from './transport'

/** A signed-in parent with a child and one open enquiry at a centre. */
export interface Family {
  parent: TestUser
  childId: number
  enquiryId: number
}

/** Where and for what an enquiry is made; the rest of the row takes test defaults unless overridden. */
export interface EnquiryAt {
  centreId: number
  levelId: number
  programId?: number
  /** The 1st of the month the family wants to start. */
  enrollmentPlan: string
  state?: EnquiryStateCode
  overrides?: Partial<typeof enquiries.$inferInsert>
}

type ChildRow = Partial<typeof children.$inferInsert> & { dateOfBirth: string }

/** The family, its child (main applicant: the parent) and its enquiry, written straight to the tables. */
export async function buildFamily(
  school: TestSchool,
  opts: EnquiryAt & { child: ChildRow },
): Promise<Family> {
  const parent = await buildParent(school)
  const [child] = await school.db
    .insert(children)
    .values({ fkSchool: school.id, firstname: 'Ava', lastname: 'Ong', ...opts.child })
    .returning()
  await relateParent(school, child.id, parent.id, true)
  const enquiryId = await buildEnquiry(school, {
    ...opts,
    userId: parent.id,
    childId: child.id,
    overrides: { childFirstname: child.firstname, childLastname: child.lastname, ...opts.overrides },
  })
  return { parent, childId: child.id, enquiryId }
}

/** One more enquiry of an existing parent and child. */
export async function buildEnquiry(
  school: TestSchool,
  opts: EnquiryAt & { userId: number; childId: number },
): Promise<number> {
  const [row] = await school.db
    .insert(enquiries)
    .values({
      fkSchool: school.id,
      fkCentre: opts.centreId,
      fkUser: opts.userId,
      fkChild: opts.childId,
      fkLevel: opts.levelId,
      fkProgram: opts.programId ?? null,
      fkEnquiryState: enquiryState(opts.state ?? 'new_enquiry').id,
      firstname: 'Test',
      lastname: 'Parent',
      childFirstname: 'Ava',
      childLastname: 'Ong',
      enrollmentPlan: opts.enrollmentPlan,
      ...opts.overrides,
    })
    .returning({ id: enquiries.id })
  return row.id
}

/** Makes a user a parent of a child: its main applicant, or another parent of the family (a second parent, a sibling's). */
export async function relateParent(
  school: TestSchool,
  childId: number,
  userId: number,
  isMainApplicant = false,
) {
  await school.db
    .insert(childRelations)
    .values({ fkSchool: school.id, fkChild: childId, fkUser: userId, isMainApplicant })
}

/** A child with a seat and a class at a centre (buildChildAtCentre), and a new parent as its main applicant. */
export async function buildFamilyAtCentre(
  school: TestSchool,
  centreId: number,
  child: Parameters<typeof buildChildAtCentre>[2] = {},
): Promise<{ childId: number; parent: TestUser }> {
  const childId = await buildChildAtCentre(school, centreId, child)
  const parent = await buildParent(school)
  await relateParent(school, childId, parent.id, true)
  return { childId, parent }
}
