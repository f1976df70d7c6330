import { ageInMonths, enquiryState } from '@preschool/domain'
import type { Tx } from '../../client'
import {
  accessControls,
  childRelations,
  children,
  documentTypes,
  enquiries,
  enquiryActivities,
  parents,
  schools,
  userRoles,
  users,
} from '../../schema'
import {
  DOCUMENT_FAMILY_CENTRE,
  demoBirthCertificate,
  demoDocumentFamilies,
  demoDocumentTypes,
} from '../content/documents'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'
import { offerForAge } from './enquiries'
import { roleKey, type SeededRoles } from './roles'

/** Each school's registration document types. */
export async function insertDocumentTypes(tx: Tx): Promise<void> {
  const schoolRows = await tx.select({ id: schools.id }).from(schools)
  await tx
    .insert(documentTypes)
    .values(
      schoolRows.flatMap((school) =>
        demoDocumentTypes.map((type, index) => ({ fkSchool: school.id, sortOrder: index + 1, ...type })),
      ),
    )
}

/** The families at the document and consent steps, each with a child and an enquiry for next month. */
export async function insertDocumentFamilies(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  seededRoles: SeededRoles,
  parentPasswordHash: string,
  today: Date,
): Promise<void> {
  const centre = lookup(seededCentres, DOCUMENT_FAMILY_CENTRE, 'centre')
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10)
  for (const family of demoDocumentFamilies) {
    // Born mid-month, `months` before the enrolment month: the child's level follows its age.
    const dateOfBirth = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1 - family.child.months, 15),
    )
      .toISOString()
      .slice(0, 10)
    const offer = await offerForAge(tx, centre, ageInMonths(dateOfBirth, nextMonth))
    const [user] = await tx
      .insert(users)
      .values({
        fkSchool: centre.fkSchool,
        email: family.email,
        firstname: family.firstname,
        lastname: family.lastname,
        passwordHash: parentPasswordHash,
        registeredAt: today,
        mobilePhone: '91230000',
        mobilePhoneCountryCode: '+65',
      })
      .returning({ id: users.id })
    await tx.insert(parents).values({ fkSchool: centre.fkSchool, fkUser: user.id })
    await tx
      .insert(userRoles)
      .values({ fkUser: user.id, fkRole: lookup(seededRoles, roleKey(centre.fkSchool, 'parent'), 'role') })
    await tx.insert(accessControls).values({ fkUser: user.id, fkSchool: centre.fkSchool })
    const [child] = await tx
      .insert(children)
      .values({
        fkSchool: centre.fkSchool,
        firstname: family.child.firstname,
        lastname: family.lastname,
        dateOfBirth,
        birthCertificate: demoBirthCertificate(dateOfBirth, family.child),
        gender: 'female',
        // The fee tiers charge citizens and permanent residents: the paying family's invoice needs one of them.
        nationality: 'Singapore Citizen',
      })
      .returning({ id: children.id })
    await tx
      .insert(childRelations)
      .values({ fkSchool: centre.fkSchool, fkChild: child.id, fkUser: user.id, isMainApplicant: true })
    const state = enquiryState(family.state)
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        fkSchool: centre.fkSchool,
        fkCentre: centre.id,
        fkUser: user.id,
        fkChild: child.id,
        fkLevel: offer.fkLevel,
        fkProgram: offer.fkProgram,
        fkEnquiryState: state.id,
        firstname: family.firstname,
        lastname: family.lastname,
        childFirstname: family.child.firstname,
        childLastname: family.lastname,
        enrollmentPlan: nextMonth,
      })
      .returning({ id: enquiries.id })
    await tx.insert(enquiryActivities).values({
      fkSchool: centre.fkSchool,
      fkEnquiry: enquiry.id,
      fkToState: state.id,
      fkUser: user.id,
      action: 'created',
    })
  }
}
