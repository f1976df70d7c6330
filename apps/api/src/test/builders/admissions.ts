import { Access, BLACKLIST_REASON_CATEGORY, type EnquiryStateCode } from '@preschool/domain'
import { codes, levels } from '../../db/schema'
import { buildFamily, type Family } from './family'
import {
  buildCentre,
  buildHQ,
  buildStaff,
  buildSchool,
  type TestSchool,
  type TestUser,
  unique,
} from './school'

const ALL = Access.read | Access.write | Access.approve

/** A school with two centres and a level, and the staff the admissions and blacklist rules tell apart. */
export interface AdmissionsWorld {
  school: TestSchool
  centreId: number
  otherCentreId: number
  levelId: number
  /** HQ with every bit of enquiry management (maker and approver). */
  hq: TestUser
  /** A second HQ approver. */
  approver: TestUser
  /** Centre staff of the first centre with read and write (a maker, not an approver). */
  staff: TestUser
  readOnly: TestUser
  /** Staff of the first centre with another module only. */
  noModule: TestUser
  /** A blacklist reason code of the school. */
  reasonId: number
  /** A family with an enquiry in the state given, at the first centre unless told. */
  family(state?: EnquiryStateCode, centreId?: number): Promise<Family>
}

export async function buildBlacklistReason(school: TestSchool): Promise<number> {
  const [code] = await school.db
    .insert(codes)
    .values({
      fkSchool: school.id,
      category: BLACKLIST_REASON_CATEGORY,
      label: 'Unpaid Fees',
      description: 'Unpaid',
    })
    .returning()
  return code.id
}

export async function buildAdmissionsWorld(): Promise<AdmissionsWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const other = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `K1 ${unique()}`, fromMonth: 48, toMonth: 60 })
    .returning()
  return {
    school,
    centreId: centre.id,
    otherCentreId: other.id,
    levelId: level.id,
    hq: await buildHQ(school, { enquiry_management: ALL }),
    approver: await buildHQ(school, { enquiry_management: ALL }),
    staff: await buildStaff(school, { enquiry_management: Access.read | Access.write }, [centre.id]),
    readOnly: await buildStaff(school, { enquiry_management: Access.read }, [centre.id]),
    noModule: await buildStaff(school, { level_management: ALL }, [centre.id]),
    reasonId: await buildBlacklistReason(school),
    family: (state = 'new_enquiry', centreId = centre.id) =>
      buildFamily(school, {
        centreId,
        levelId: level.id,
        enrollmentPlan: '2031-03-01',
        state,
        child: { dateOfBirth: '2027-02-01', lastname: `Lim${unique()}`, birthCertificate: `T${unique()}` },
      }),
  }
}
