import { type APIRequestContext, expect } from '@playwright/test'
import { PDPA_NOTICE_VERSION } from '@preschool/domain'
import { DEMO_SCHOOL } from './auth'
import { gql } from './graphql-api'
import { linkIn, waitForMessage } from './mailbox'

/** A family of its own for a test: a parent who enquired at a centre and registered through the emailed link. */
export interface VisitFamily {
  email: string
  token: string
  enquiryId: number
  centreId: number
  childFirstname: string
}

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2]
const LETTERS = 'JZIHGFEDCBA'

/** A birth certificate number with a correct check letter (T: born from 2000 on). */
export function birthCertificate(birthYear: number, serial: number): string {
  const digits = `${String(birthYear % 100).padStart(2, '0')}${String(serial).padStart(5, '0')}`
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 4)
  return `T${digits}${LETTERS[sum % 11]}`
}

/** The first day of next month: an enrolment start the enquiry form accepts. */
function nextMonthStart(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}

/**
 * A new parent enquires for a three-year-old at the centre with this code (as the public enquiry form does), then
 * registers through the emailed link: a family no other test touches.
 */
export async function enquiringFamily(request: APIRequestContext, centreCode: string): Promise<VisitFamily> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const email = `calendar-${unique}@example.test`
  const now = new Date()
  const dateOfBirth = `${now.getUTCFullYear() - 3}-02-15`
  const start = nextMonthStart()
  const { suggestLevel: level } = await gql<{ suggestLevel: { ID: number; programs: { ID: number }[] } }>(
    request,
    `query ($d: Date!, $e: Date!) { suggestLevel(IDSchool: ${DEMO_SCHOOL}, dateOfBirth: $d, enrollmentDate: $e) { ID programs { ID } } }`,
    { d: dateOfBirth, e: start },
  )
  const { findAllEnrollmentCentresForSchool: centres } = await gql<{
    findAllEnrollmentCentresForSchool: { data: { ID: number; code: string }[] }
  }>(
    request,
    `query ($e: Date!, $l: Int!) { findAllEnrollmentCentresForSchool(IDSchool: ${DEMO_SCHOOL}, enrollmentDate: $e, level: $l) { data { ID code } } }`,
    { e: start, l: level.ID },
  )
  const centre = centres.data.find((c) => c.code === centreCode)
  expect(centre, `centre ${centreCode} offers the level`).toBeTruthy()
  const childFirstname = `Mei${unique.slice(-4)}`
  const made = await gql<{
    newEnquiry: { success: boolean; data: { ID: number }[] | null; error: { message: string }[] | null }
  }>(
    request,
    `mutation ($email: String!, $phone: String!, $centre: Int!, $enquiry: EnquiryDetailsInput!) {
      newEnquiry(schoolID: ${DEMO_SCHOOL}, email: $email, phoneNumberCountryCode: "+65",
        phoneNumber: $phone, centreIDs: [$centre], enquiry: $enquiry, pdpaConsentVersion: "${PDPA_NOTICE_VERSION}") {
          success data { ID } error { message } }
    }`,
    {
      email,
      // Each account has its own mobile number: the server refuses one that another parent already has.
      phone: `9${unique.slice(-7)}`,
      centre: centre!.ID,
      enquiry: {
        fkCentre: 1,
        fkLevel: level.ID,
        fkProgram: level.programs[0].ID,
        firstname: 'Siti',
        lastname: 'Lim',
        childFirstname,
        childLastname: 'Lim',
        childBirthdate: `${dateOfBirth} 10:00:00`,
        enrollmentPlan: start,
        birthCertificate: birthCertificate(now.getUTCFullYear() - 3, Number(unique.slice(-5))),
        childRace: 'Chinese',
        childNationality: 'Singapore Citizen',
        householdIncomeRange: '$6,001 - $7,500',
        workplaceStaff: 'No',
      },
    },
  )
  expect(made.newEnquiry.error?.map((e) => e.message) ?? []).toEqual([])
  const enquiryId = made.newEnquiry.data![0].ID

  const invite = await waitForMessage(request, email)
  const registerToken = new URL(linkIn(invite, 'register_token=')).searchParams.get('register_token')!
  const { register } = await gql<{ register: { token: string } }>(
    request,
    `mutation ($t: String!, $p: String!) {
      register(token: $t, password: $p, pdpaConsentVersion: "${PDPA_NOTICE_VERSION}") { token } }`,
    { t: registerToken, p: 'Family123' },
  )
  return { email, token: register.token, enquiryId, centreId: centre!.ID, childFirstname }
}

interface Slot {
  from: string
  to: string
  remaining: number
}

/** The free slots of a day for the family's enquiry. */
export async function freeSlots(
  request: APIRequestContext,
  family: VisitFamily,
  date: string,
  visitType: 'centre_visit' | 'trial',
): Promise<Slot[]> {
  const { getVisitTimeSlot } = await gql<{ getVisitTimeSlot: Slot[] }>(
    request,
    `query ($d: Date!, $e: Int!, $v: String!) { getVisitTimeSlot(date: $d, IDEnquiry: $e, visitType: $v) { from to remaining } }`,
    { d: date, e: family.enquiryId, v: visitType },
    family.token,
  )
  return getVisitTimeSlot
}

/** The first day of this month or the next with a free slot of the visit type. */
export async function firstFreeDay(
  request: APIRequestContext,
  family: VisitFamily,
  visitType: 'centre_visit' | 'trial',
): Promise<string> {
  const now = new Date()
  for (const offset of [0, 1, 2]) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
      .toISOString()
      .slice(0, 7)
    const { getAvailableDaysOfMonth: days } = await gql<{ getAvailableDaysOfMonth: string[] }>(
      request,
      `query ($e: Int!, $v: String!, $m: String!) { getAvailableDaysOfMonth(IDEnquiry: $e, visitType: $v, month: $m) }`,
      { e: family.enquiryId, v: visitType, m: month },
      family.token,
    )
    if (days.length) return days[0]
  }
  throw new Error(`No free ${visitType} day in three months`)
}

/** Books the centre visit (bookVisit) or the trial class (scheduleTrialPeriodVisit); the visit's id. */
export async function book(
  request: APIRequestContext,
  family: VisitFamily,
  visitType: 'centre_visit' | 'trial',
  date: string,
  slot: { from: string; to: string },
): Promise<number> {
  const field = visitType === 'trial' ? 'scheduleTrialPeriodVisit' : 'bookVisit'
  const data = await gql<Record<string, { ID: number }>>(
    request,
    `mutation ($e: Int!, $d: Date!, $f: String!, $t: String!) { ${field}(IDEnquiry: $e, date: $d, from: $f, to: $t) { ID } }`,
    { e: family.enquiryId, d: date, f: slot.from, t: slot.to },
    family.token,
  )
  return data[field].ID
}
