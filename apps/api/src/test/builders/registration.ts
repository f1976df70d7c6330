import { ECDA_SUBSIDY_SCHEDULE, type EnquiryStateCode, singaporeToday } from '@preschool/domain'
import dayjs from 'dayjs'
import { codes, levels, seatOffers } from '../../db/schema'
import { demoCodeRows } from '../../db/seed/content/codes'
import { insertSubsidySchedule } from '../../modules/registration'
import { buildFamily, type Family } from './family'
import { buildCentre, type TestSchool, unique } from './school'

/** A family with a place offered (or registration under way) at a centre of a school with its option lists. */
export interface RegistrationSituation extends Family {
  centreId: number
  levelId: number
  /** The 1st of the month the place is offered for. */
  month: string
}

/** Every configuration list of the demo schools, so the form's option values are offered. */
export async function buildCodes(school: TestSchool) {
  await school.db.insert(codes).values(demoCodeRows(school.id))
}

/**
 * The school's codes and ECDA's subsidy tables, a centre and a child-care (or infant-care) level, and a family whose
 * enquiry stands in `state` (pre_registration by default) holding a seat offered for next month.
 */
export async function buildRegistration(
  school: TestSchool,
  opts: {
    state?: EnquiryStateCode
    isInfant?: boolean
    offer?: 'offered' | 'accepted' | null
    dueDate?: string
    /** false for a second family of the school: its option lists and subsidy tables are there already. */
    withSchoolLists?: boolean
  } = {},
): Promise<RegistrationSituation> {
  if (opts.withSchoolLists !== false) {
    await buildCodes(school)
    await insertSubsidySchedule(school.db, school.id, ECDA_SUBSIDY_SCHEDULE)
  }
  const centre = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({
      fkSchool: school.id,
      label: `${opts.isInfant ? 'Infant Care' : 'Playgroup'}${opts.withSchoolLists === false ? ` ${unique()}` : ''}`,
      fromMonth: opts.isInfant ? 2 : 18,
      toMonth: opts.isInfant ? 18 : 36,
      isInfant: opts.isInfant ?? false,
    })
    .returning()
  const month = dayjs(singaporeToday()).add(1, 'month').startOf('month').format('YYYY-MM-DD')
  const family = await buildFamily(school, {
    centreId: centre.id,
    levelId: level.id,
    enrollmentPlan: month,
    state: opts.state ?? 'pre_registration',
    child: {
      dateOfBirth: dayjs(month).subtract(24, 'month').format('YYYY-MM-DD'),
      nationality: 'Singapore Citizen',
    },
  })
  const offer = opts.offer === undefined ? 'offered' : opts.offer
  if (offer)
    await school.db.insert(seatOffers).values({
      fkSchool: school.id,
      fkEnquiry: family.enquiryId,
      fkCentre: centre.id,
      fkLevel: level.id,
      month,
      status: offer,
      dueDate: opts.dueDate ?? null,
    })
  return { ...family, centreId: centre.id, levelId: level.id, month }
}
