import { ageInMonths, ECDA_SUBSIDY_SCHEDULE, enquiryState, singaporeToday } from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { endSeatOffer, reserveSeat } from '../../../modules/planning'
import { insertSubsidySchedule } from '../../../modules/registration'
import type { Tx } from '../../client'
import {
  accessControls,
  centreLevels,
  childRelations,
  children,
  enquiries,
  enquiryActivities,
  levels,
  parents,
  programs,
  registrationSteps,
  userRoles,
  users,
} from '../../schema'
import { demoSchools } from '../content/schools'
import { identityNumber } from '../content/identity-number'
import { demoHalfwaySteps, demoRegistrationCentre, demoRegistrationFamilies } from '../content/registration'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'
import { roleKey, type SeededRoles } from './roles'

const nextMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number)
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
}

/** Every demo school estimates subsidies from ECDA's published tables. */
export async function insertSubsidySchedules(tx: Tx): Promise<void> {
  for (const school of demoSchools) await insertSubsidySchedule(tx, school.id, ECDA_SUBSIDY_SCHEDULE)
}

/**
 * The registration demo: two families holding a seat offered at the demo centre for next month, one still to start
 * (pre_registration), one part-way through the form.
 */
export async function insertRegistrationFamilies(
  tx: Tx,
  deps: {
    roles: SeededRoles
    centres: ReadonlyMap<string, SeededCentre>
    parentPasswordHash: string
    today: Date
  },
): Promise<void> {
  const centre = lookup(deps.centres, demoRegistrationCentre, 'centre')
  const month = nextMonth(singaporeToday(deps.today))
  // The youngest non-infant level the centre offers, with its first programme.
  const [offer] = await tx
    .select({ fkLevel: levels.id, fkProgram: programs.id, fromMonth: levels.fromMonth })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .innerJoin(programs, eq(programs.id, centreLevels.fkProgram))
    .where(eq(centreLevels.fkCentre, centre.id))
    .orderBy(asc(levels.isInfant), asc(levels.fromMonth), asc(programs.from))
    .limit(1)
  if (!offer) throw new Error(`Demo centre ${demoRegistrationCentre} offers no level`)
  const [y, m] = month.split('-').map(Number)
  const dateOfBirth = new Date(Date.UTC(y, m - 1 - (offer.fromMonth + 3), 10)).toISOString().slice(0, 10)
  if (ageInMonths(dateOfBirth, month) < offer.fromMonth) throw new Error('Demo registration child too young')

  for (const family of demoRegistrationFamilies) {
    const [user] = await tx
      .insert(users)
      .values({
        fkSchool: centre.fkSchool,
        email: family.email,
        passwordHash: deps.parentPasswordHash,
        firstname: family.firstname,
        lastname: family.lastname,
        mobilePhone: { offered: '93456789', halfway: '92345678', payment: '94567890', paid: '95678901' }[
          family.key
        ],
        mobilePhoneCountryCode: '+65',
        registeredAt: deps.today,
      })
      .returning({ id: users.id })
    await tx
      .insert(parents)
      .values({ fkSchool: centre.fkSchool, fkUser: user.id, nationality: 'Singapore Citizen' })
    await tx
      .insert(userRoles)
      .values({ fkUser: user.id, fkRole: lookup(deps.roles, roleKey(centre.fkSchool, 'parent'), 'role') })
    await tx.insert(accessControls).values({ fkUser: user.id, fkSchool: centre.fkSchool })
    const [child] = await tx
      .insert(children)
      .values({
        fkSchool: centre.fkSchool,
        firstname: family.child.firstname,
        lastname: family.child.lastname,
        dateOfBirth,
        birthCertificate: identityNumber(Number(dateOfBirth.slice(0, 4)), family.child.serial),
        gender: family.child.gender,
        race: family.child.race,
        nationality: 'Singapore Citizen',
      })
      .returning({ id: children.id })
    await tx.insert(childRelations).values({
      fkSchool: centre.fkSchool,
      fkChild: child.id,
      fkUser: user.id,
      isMainApplicant: true,
      relation: 'Mother',
    })
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
        childLastname: family.child.lastname,
        enrollmentPlan: month,
        vacancyAvailable: true,
      })
      .returning({ id: enquiries.id })
    await tx.insert(enquiryActivities).values({
      fkSchool: centre.fkSchool,
      fkEnquiry: enquiry.id,
      fkToState: state.id,
      fkUser: user.id,
      action: 'seeded',
    })
    await reserveSeat(tx, {
      fkSchool: centre.fkSchool,
      fkCentre: centre.id,
      fkLevel: offer.fkLevel,
      month,
      fkEnquiry: enquiry.id,
      dueDate: null,
      fkUser: null,
    })
    // Registering families have accepted the offer.
    if (family.key !== 'offered')
      await endSeatOffer(tx, { fkSchool: centre.fkSchool, fkEnquiry: enquiry.id, status: 'accepted' })
    if (family.key === 'halfway') {
      const steps = demoHalfwaySteps(month, { dateOfBirth })
      await tx.insert(registrationSteps).values(
        Object.entries(steps).map(([step, data]) => ({
          fkSchool: centre.fkSchool,
          fkEnquiry: enquiry.id,
          step,
          data,
          fkUser: user.id,
        })),
      )
    }
  }
}
