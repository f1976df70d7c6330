import { randomInt, randomUUID } from 'node:crypto'
import { enquiryState, nricOf, PDPA_NOTICE_VERSION, singaporeToday } from '@preschool/domain'
import dayjs from 'dayjs'
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  centreAddresses,
  centreLevels,
  children,
  codes,
  enquiries,
  enquiryActivities,
  levels,
  outbox,
  programs,
  roles,
  users,
} from '../../db/schema'
import {
  buildCapacity,
  buildCentre,
  buildEnquiry,
  buildFamily as buildSharedFamily,
  buildSchool,
  type Family,
  type TestSchool,
} from '../../test/builders'
import { gqlFrom, newIp, newMobile } from '../identity/test-support'
import { graphql } from '../../test/generated'
import type { EnquiriesNewEnquiryMutationVariables } from '../../test/generated/graphql'

/**
 * A school for the enquiry tests: three levels with programmes, three centres near Anchorvale (postal code
 * 540339 in the geocoder's table) at growing distances offering them, one closed centre, and the parent role.
 */
export interface EnquiryWorld {
  school: TestSchool
  today: string
  /** The 1st of next month: a valid enrolment date. */
  nextMonth: string
  levels: { infant: LevelFixture; playgroup: LevelFixture; nursery: LevelFixture }
  /** Next door to 540339, offers every level; has capacity for playgroup. */
  near: CentreFixture
  /** About 5 km away, offers every level, no capacity. */
  middle: CentreFixture
  /** About 14 km away, offers infant care only. */
  far: CentreFixture
  /** Inactive, offers every level. */
  closed: CentreFixture
}

interface LevelFixture {
  id: number
  label: string
  fullDay: number
  halfDay: number
}

interface CentreFixture {
  id: number
  label: string
  code: string
}

export const ANCHORVALE = { postalCode: '540339', lat: 1.396793, lng: 103.888437 }

async function buildLevel(school: TestSchool, label: string, fromMonth: number, toMonth: number) {
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label, fromMonth, toMonth, isInfant: fromMonth < 18 })
    .returning()
  const [fullDay, halfDay] = await school.db
    .insert(programs)
    .values([
      { fkSchool: school.id, fkLevel: level.id, label: 'Full Day', from: '07:00', to: '19:00' },
      { fkSchool: school.id, fkLevel: level.id, label: 'Half Day AM', from: '07:00', to: '13:00' },
      { fkSchool: school.id, fkLevel: level.id, label: 'Retired', from: '08:00', to: '12:00', active: false },
    ])
    .returning()
  return { id: level.id, label, fullDay: fullDay.id, halfDay: halfDay.id }
}

async function centreAt(
  school: TestSchool,
  label: string,
  position: { lat: number; lng: number },
  offer: LevelFixture[],
  active = true,
): Promise<CentreFixture> {
  const centre = await buildCentre(school, { label, active })
  await school.db
    .update(centreAddresses)
    .set({ lat: position.lat, lng: position.lng })
    .where(eq(centreAddresses.fkCentre, centre.id))
  if (offer.length)
    await school.db.insert(centreLevels).values(
      offer.flatMap((level) =>
        [level.fullDay, level.halfDay].map((fkProgram) => ({
          fkSchool: school.id,
          fkCentre: centre.id,
          fkLevel: level.id,
          fkProgram,
        })),
      ),
    )
  return { id: centre.id, label: centre.label, code: centre.code }
}

export async function buildEnquiryWorld(): Promise<EnquiryWorld> {
  const school = await buildSchool()
  await school.db
    .insert(roles)
    .values({ fkSchool: school.id, name: 'parent', label: 'Parent', isStaff: false, isRemovable: false })
  await school.db.insert(codes).values(
    [
      ['Race', 'Chinese'],
      ['Race', 'Malay'],
      ['Nationality', 'Singapore Citizen'],
      ['Household_Income_Range', '$6,001 - $7,500'],
      ['workplace_staff', 'Yes'],
      ['workplace_staff', 'No'],
    ].map(([category, label]) => ({ fkSchool: school.id, category, label, description: label })),
  )
  const infant = await buildLevel(school, 'Infant Care', 2, 18)
  const playgroup = await buildLevel(school, 'Playgroup', 18, 36)
  const nursery = await buildLevel(school, 'Nursery 1', 36, 48)
  const all = [infant, playgroup, nursery]
  const near = await centreAt(school, 'Anchorvale', { lat: 1.3968, lng: 103.8885 }, all)
  const middle = await centreAt(school, 'Bishan', { lat: 1.37, lng: 103.849 }, all)
  const far = await centreAt(school, 'Clementi', { lat: 1.3, lng: 103.8 }, [infant])
  const closed = await centreAt(school, 'Dover', { lat: 1.3969, lng: 103.8886 }, all, false)
  const today = singaporeToday()
  const nextMonth = dayjs(today).startOf('month').add(1, 'month').format('YYYY-MM-DD')
  await buildCapacity(school, { centreId: near.id, levelId: playgroup.id, month: today, capacity: 10 })
  return { school, today, nextMonth, levels: { infant, playgroup, nursery }, near, middle, far, closed }
}

/** A date of birth that makes the child `months` old (and a little) on the date. */
export const bornMonthsBefore = (date: string, months: number) =>
  dayjs(date).subtract(months, 'month').subtract(3, 'day').format('YYYY-MM-DD')

/** A birth certificate number nobody else has, with its check letter (the rule checks it). */
export const newCertificate = () => nricOf('T', randomInt(10_000_000))

/** A complete, valid newEnquiry payload for a playgroup child at the near centre; override what a test needs. */
export function enquiryArgs(world: EnquiryWorld, overrides: Record<string, unknown> = {}) {
  const { enquiry, ...rest } = overrides as { enquiry?: Record<string, unknown> }
  return {
    schoolID: world.school.id,
    email: `family-${randomUUID().slice(0, 8)}@example.com`,
    phoneNumberCountryCode: '+65',
    phoneNumber: newMobile(),
    pdpaConsentVersion: PDPA_NOTICE_VERSION,
    centreIDs: [world.near.id],
    ...rest,
    enquiry: {
      fkCentre: 1,
      fkProgram: world.levels.playgroup.fullDay,
      fkLevel: world.levels.playgroup.id,
      firstname: 'Mei',
      lastname: 'Lim',
      childFirstname: 'Kai',
      childLastname: 'Lim',
      childBirthdate: `${bornMonthsBefore(world.nextMonth, 24)} 10:15:00`,
      enrollmentPlan: world.nextMonth,
      birthCertificate: newCertificate().toLowerCase(),
      childRace: 'Chinese',
      childNationality: 'Singapore Citizen',
      householdIncomeRange: '$6,001 - $7,500',
      workplaceStaff: 'No',
      ...enquiry,
    },
  }
}

export const NEW_ENQUIRY = graphql(`
  mutation EnquiriesNewEnquiry(
    $schoolID: Int!
    $email: String!
    $phoneNumberCountryCode: String!
    $phoneNumber: String!
    $centreIDs: [Int!]!
    $enquiry: EnquiryDetailsInput!
    $pdpaConsentVersion: String
    $preferredLanguage: String
  ) {
    newEnquiry(
      schoolID: $schoolID
      email: $email
      phoneNumberCountryCode: $phoneNumberCountryCode
      phoneNumber: $phoneNumber
      centreIDs: $centreIDs
      enquiry: $enquiry
      pdpaConsentVersion: $pdpaConsentVersion
      preferredLanguage: $preferredLanguage
    ) {
      success
      error {
        message
        code
      }
      data {
        ID
        fkSchool
        fkCentre
        fkUser
        fkChild
        fkLevel
        fkProgram
        fkEnquiryState
        firstname
        lastname
        childFirstname
        childLastname
        enrollmentPlan
        active
        skipCentreVisit
        skipTrial
        vacancyAvailable
        admissionStatus {
          ID
          stateCode
          label
        }
        centre {
          ID
          label
        }
        user {
          ID
          email
          mobilePhone
        }
        level {
          ID
          label
        }
        program {
          ID
          label
        }
      }
    }
  }
`)

/** Submits the form from its own client address (the public lookups are limited per address). */
export const submit = (args: EnquiriesNewEnquiryMutationVariables, token?: string) =>
  gqlFrom(newIp(), NEW_ENQUIRY, args, token)

/** Submits and expects success; the enquiries made. */
export async function submitOk(args: EnquiriesNewEnquiryMutationVariables, token?: string) {
  const result = await submit(args, token)
  if (result.errors || !result.data?.newEnquiry.success)
    throw new Error(`newEnquiry failed: ${JSON.stringify(result.errors ?? result.data?.newEnquiry.error)}`)
  return result.data.newEnquiry.data ?? []
}

/** Rows an enquiry could have written for the school, to assert that a refusal wrote nothing. */
export async function writtenRows(world: EnquiryWorld) {
  const { db, id } = world.school
  const [userRows, childRows, enquiryRows, mail] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.fkSchool, id)),
    db.select({ id: children.id }).from(children).where(eq(children.fkSchool, id)),
    db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.fkSchool, id)),
    db.select({ id: outbox.id }).from(outbox).where(eq(outbox.fkSchool, id)),
  ])
  return {
    users: userRows.length,
    children: childRows.length,
    enquiries: enquiryRows.length,
    outbox: mail.length,
  }
}

/** A signed-in parent of the world's school with a playgroup child and an open enquiry at a centre. */
export const buildFamily = (
  world: EnquiryWorld,
  centreId: number = world.near.id,
  state: Parameters<typeof enquiryState>[0] = 'new_enquiry',
): Promise<Family> =>
  buildSharedFamily(world.school, {
    ...playgroupAt(world, centreId, state),
    child: { dateOfBirth: bornMonthsBefore(world.nextMonth, 24), birthCertificate: newCertificate() },
  })

const playgroupAt = (world: EnquiryWorld, centreId: number, state?: Parameters<typeof enquiryState>[0]) => ({
  centreId,
  levelId: world.levels.playgroup.id,
  programId: world.levels.playgroup.fullDay,
  enrollmentPlan: world.nextMonth,
  state,
})

export const addEnquiry = (
  world: EnquiryWorld,
  opts: {
    userId: number
    childId: number
    centreId: number
    state?: Parameters<typeof enquiryState>[0]
    active?: boolean
  },
): Promise<number> =>
  buildEnquiry(world.school, {
    ...playgroupAt(world, opts.centreId, opts.state),
    userId: opts.userId,
    childId: opts.childId,
    overrides: { active: opts.active ?? true },
  })

export const activitiesOf = (world: EnquiryWorld, enquiryIds: number[]) =>
  world.school.db
    .select()
    .from(enquiryActivities)
    .where(
      and(eq(enquiryActivities.fkSchool, world.school.id), inArray(enquiryActivities.fkEnquiry, enquiryIds)),
    )
    .orderBy(asc(enquiryActivities.id))
