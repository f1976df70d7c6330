import {
  ageRuleMessage,
  DEFAULT_ENROLMENT_PERIOD_MONTHS,
  EnquiryMsg,
  type EnquiryStateCode,
  ErrorCode,
  enquiryState,
  enrolmentPeriodIssue,
  Messages,
  type NewEnquiryInput,
  newEnquiryInputSchema,
  SchoolConfigKey,
  singaporeToday,
} from '@preschool/domain'
import { inArray } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { enquiries } from '../../db/schema'
import { auditSchool } from '../../platform/audit/request-scope'
import { consumeRate } from '../../platform/auth/rate-limit'
import type { Viewer } from '../../platform/authz/viewer'
import { badInput, conflict, DomainError, parseInput } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import {
  createParentAccount,
  firstRoleIsStaff,
  issueRegisterInvite,
  mobileInUse,
  selectUserByEmail,
} from '../identity'
import { selectLevels } from '../levels'
import { type LocalWords, tellParent } from '../notifications'
import { centresLevelVacancy } from '../planning'
import { tellStaffOfEnquiry } from './enquiry-notices'
import { recordConsent } from '../identity'
import { staffEmail } from './duplicates'
import { levelForAge } from './level-suggestion'
import { enquiryText } from './received-texts'
import { assertEnquiryOptions } from './option-codes'
import {
  type EnquiryView,
  insertChildOf,
  insertEnquiry,
  insertEnquiryActivity,
  isRelatedToChild,
  lockCentres,
  selectCentresOffering,
  selectChildByCertificate,
  selectConfigValues,
  selectEnquiryViews,
  selectOpenEnquiryCentres,
} from './queries'

/** The state a submitted enquiry starts in: the parent books a centre visit next. */
export const FIRST_ENQUIRY_STATE: EnquiryStateCode = 'new_enquiry'

/** An account made by an enquiry a moment ago: a second submit is a double click, not someone else's email. */
const JUST_SUBMITTED_MS = 10 * 60_000

/** Each submit may make an account and send an email: a family needs a few, a script is stopped. */
const SUBMIT_RATE = { limit: 30, windowSeconds: 900 }

const emailTaken = () => new DomainError(ErrorCode.ExistingParent, EnquiryMsg.emailTaken)
const centreUnavailable = () =>
  badInput(EnquiryMsg.centreUnavailable, { centreIDs: EnquiryMsg.centreUnavailable })

interface SchoolSwitches {
  enrolmentPeriodMonths: number
  skipVisit: boolean
  skipTrial: boolean
}

async function schoolSwitches(tx: Tx, schoolId: number): Promise<SchoolSwitches> {
  const rows = await selectConfigValues(tx, schoolId, [
    SchoolConfigKey.enrolmentPeriodInMonths,
    SchoolConfigKey.skipVisit,
    SchoolConfigKey.skipTrial,
  ])
  const value = (key: string) => rows.find((r) => r.key === key)?.value
  const period = Number.parseInt(value(SchoolConfigKey.enrolmentPeriodInMonths) ?? '', 10)
  return {
    enrolmentPeriodMonths: Number.isFinite(period) && period > 0 ? period : DEFAULT_ENROLMENT_PERIOD_MONTHS,
    skipVisit: value(SchoolConfigKey.skipVisit) === '1',
    skipTrial: value(SchoolConfigKey.skipTrial) === '1',
  }
}

/** The level must be the one the child's age suggests, and the programme one of its active programmes. */
async function assertLevelAndProgramme(tx: Tx, input: NewEnquiryInput, today: string, months: number) {
  const { childBirthdate, enrollmentPlan, fkLevel, fkProgram } = input.enquiry
  const periodIssue = enrolmentPeriodIssue(enrollmentPlan, today, months)
  if (periodIssue) throw badInput(periodIssue, { 'enquiry.enrollmentPlan': periodIssue })
  const levels = await selectLevels(tx, input.schoolID, { activeOnly: true })
  const suggested = levelForAge(levels, childBirthdate, enrollmentPlan)
  if (!suggested) {
    const message = ageRuleMessage(childBirthdate, enrollmentPlan)
    throw badInput(message, { 'enquiry.childBirthdate': message })
  }
  if (suggested.id !== fkLevel)
    throw badInput(EnquiryMsg.levelMismatch, { 'enquiry.fkLevel': EnquiryMsg.levelMismatch })
  if (!suggested.programs.some((p) => p.id === fkProgram))
    throw badInput(EnquiryMsg.programNotOfLevel, { 'enquiry.fkProgram': EnquiryMsg.programNotOfLevel })
}

/** The chosen centres: all of the school, active, offering the level and programme. Locked against removal. */
async function chosenCentres(tx: Tx, input: NewEnquiryInput) {
  const rows = await lockCentres(tx, input.schoolID, input.centreIDs)
  if (rows.length !== input.centreIDs.length || rows.some((c) => !c.active)) throw centreUnavailable()
  const offers = await selectCentresOffering(
    tx,
    input.centreIDs,
    input.enquiry.fkLevel,
    input.enquiry.fkProgram,
  )
  const ordered = input.centreIDs.map((id) => rows.find((c) => c.id === id)!)
  for (const centre of ordered) {
    if (!offers.includes(centre.id)) {
      const message = EnquiryMsg.centreNotOffering(centre.label)
      throw badInput(message, { centreIDs: message })
    }
  }
  return ordered
}

interface Applicant {
  userId: number
  firstname: string
  lastname: string
  /** Whether this enquiry made the account (then it gets the register link). */
  created: boolean
}

/** What a signed-in parent is told once their enquiry is in, in their language. */
export function enquiryReceived(child: string, centres: string[]): LocalWords {
  return {
    inLanguage: (language) => {
      const where =
        centres.length > 1
          ? enquiryText(language, 'lastOf', {
              list: centres.slice(0, -1).join(enquiryText(language, 'separator')),
              last: centres.at(-1)!,
            })
          : centres[0]
      return {
        title: enquiryText(language, 'receivedTitle'),
        body: enquiryText(language, 'received', { child, where }),
      }
    },
  }
}

/** The signed-in parent applies as themselves: their account's names, whatever the form says. */
function signedInApplicant(viewer: Viewer, input: NewEnquiryInput): Applicant {
  if (input.email !== viewer.email.toLowerCase())
    throw badInput(EnquiryMsg.emailNotYours, { email: EnquiryMsg.emailNotYours })
  return { userId: viewer.userId, firstname: viewer.firstname, lastname: viewer.lastname, created: false }
}

/** A new parent account (made by identity) for an email and mobile not yet known. */
async function newApplicant(tx: Tx, input: NewEnquiryInput): Promise<Applicant> {
  const existing = await selectUserByEmail(tx, input.email)
  if (existing) {
    if (await firstRoleIsStaff(tx, existing.id)) throw staffEmail()
    const justMade = !existing.registeredAt && Date.now() - existing.createdAt.getTime() < JUST_SUBMITTED_MS
    throw justMade ? conflict(EnquiryMsg.submittedTwice) : emailTaken()
  }
  if (await mobileInUse(tx, input.phoneNumberCountryCode, input.phoneNumber))
    throw conflict(EnquiryMsg.mobileTaken)
  const { firstname, lastname, householdIncomeRange, workplaceStaff } = input.enquiry
  const userId = await createParentAccount(tx, {
    schoolId: input.schoolID,
    email: input.email,
    firstname,
    lastname,
    mobilePhone: input.phoneNumber,
    mobilePhoneCountryCode: input.phoneNumberCountryCode,
    monthlyIncome: householdIncomeRange,
    workplaceStaff,
    preferredLanguage: input.preferredLanguage,
  })
  return { userId, firstname, lastname, created: true }
}

/**
 * The child: the signed-in parent's own child with that birth certificate, else a new child of the applicant.
 * A birth certificate known at the school for someone else's child is refused.
 */
async function enquiryChild(tx: Tx, input: NewEnquiryInput, applicant: Applicant): Promise<number> {
  const e = input.enquiry
  if (e.birthCertificate) {
    const known = await selectChildByCertificate(tx, input.schoolID, e.birthCertificate)
    if (known) {
      if (applicant.created || !(await isRelatedToChild(tx, applicant.userId, known.id)))
        throw conflict(Messages.existingAccountNric)
      return known.id
    }
  }
  return insertChildOf(
    tx,
    {
      fkSchool: input.schoolID,
      firstname: e.childFirstname,
      lastname: e.childLastname,
      dateOfBirth: e.childBirthdate,
      birthCertificate: e.birthCertificate,
      nationality: e.childNationality,
      race: e.childRace,
      householdIncomeRange: e.householdIncomeRange,
    },
    applicant.userId,
  )
}

async function assertNoOpenEnquiry(tx: Tx, childId: number, chosen: { id: number; label: string }[]) {
  const open = await selectOpenEnquiryCentres(
    tx,
    childId,
    chosen.map((c) => c.id),
  )
  const taken = chosen.find((c) => open.includes(c.id))
  if (taken) throw conflict(EnquiryMsg.openEnquiryAt(taken.label))
}

/**
 * newEnquiry: checks the form with the shared rules, then in one transaction makes (or, signed in, takes) the
 * parent account, the child, one enquiry per chosen centre in the first state with its activity row, and for a new
 * account the register link email. Any refusal writes nothing.
 */
export async function submitNewEnquiry(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  request: { viewer: Viewer | null; clientIp: string },
  raw: unknown,
  today: string = singaporeToday(),
): Promise<EnquiryView[]> {
  const input = parseInput(newEnquiryInputSchema(today), raw)
  await consumeRate(db, `new-enquiry:${request.clientIp}`, SUBMIT_RATE)
  const { viewer } = request
  // Staff have no family: a staff session enquires as the family it types in, like a signed-out visitor.
  const parent = viewer && !viewer.isStaff && viewer.schoolId === input.schoolID ? viewer : null
  if (viewer && !viewer.isStaff && viewer.schoolId !== input.schoolID) throw centreUnavailable()
  try {
    return await db.transaction(async (tx) => {
      const switches = await schoolSwitches(tx, input.schoolID)
      await assertLevelAndProgramme(tx, input, today, switches.enrolmentPeriodMonths)
      await assertEnquiryOptions(tx, input)
      const chosen = await chosenCentres(tx, input)
      auditSchool(input.schoolID)
      const applicant = parent ? signedInApplicant(parent, input) : await newApplicant(tx, input)
      const childId = await enquiryChild(tx, input, applicant)
      await assertNoOpenEnquiry(tx, childId, chosen)
      const state = enquiryState(FIRST_ENQUIRY_STATE)
      const ids: number[] = []
      const vacancies = await centresLevelVacancy(
        tx,
        { fkSchool: input.schoolID, fkLevel: input.enquiry.fkLevel, date: input.enquiry.enrollmentPlan },
        chosen.map((c) => c.id),
      )
      for (const centre of chosen) {
        const id = await insertEnquiry(tx, {
          fkSchool: input.schoolID,
          fkCentre: centre.id,
          fkUser: applicant.userId,
          fkChild: childId,
          fkLevel: input.enquiry.fkLevel,
          fkProgram: input.enquiry.fkProgram,
          fkEnquiryState: state.id,
          firstname: applicant.firstname,
          lastname: applicant.lastname,
          childFirstname: input.enquiry.childFirstname,
          childLastname: input.enquiry.childLastname,
          enrollmentPlan: input.enquiry.enrollmentPlan,
          skipCentreVisit: switches.skipVisit,
          skipTrial: switches.skipTrial,
          vacancyAvailable: vacancies.get(centre.id)?.available ?? false,
        })
        await insertEnquiryActivity(tx, {
          fkSchool: input.schoolID,
          fkEnquiry: id,
          fkFromState: null,
          fkToState: state.id,
          fkUser: applicant.userId,
          action: 'created',
        })
        await tellStaffOfEnquiry(tx, config.publicUrl, 'received', {
          schoolId: input.schoolID,
          enquiryId: id,
          centreId: centre.id,
          centre: centre.label,
          child: `${input.enquiry.childFirstname} ${input.enquiry.childLastname}`,
        })
        ids.push(id)
      }
      await recordConsent(tx, {
        schoolId: input.schoolID,
        userId: applicant.userId,
        kind: 'enquiry',
        enquiryIds: ids,
        ip: request.clientIp,
      })
      if (applicant.created)
        await issueRegisterInvite(
          tx,
          {
            userId: applicant.userId,
            schoolId: input.schoolID,
            email: input.email,
            firstname: applicant.firstname,
          },
          config,
        )
      // A signed-in parent has no register email to wait for: the bell and an email confirm the enquiry instead.
      if (!applicant.created)
        await tellParent(
          tx,
          {
            schoolId: input.schoolID,
            userId: applicant.userId,
            ...enquiryReceived(
              input.enquiry.childFirstname,
              chosen.map((c) => c.label),
            ),
          },
          config.publicUrl,
        )
      const views = await selectEnquiryViews(tx, input.schoolID, inArray(enquiries.id, ids))
      // After the answer is read: what subscribers do (the blacklist closes a listed family's enquiry) must not
      // show to the caller, who may be anyone (decision 0020).
      for (const enquiryId of ids)
        await publish(tx, 'enquiryCreated', { schoolId: input.schoolID, enquiryId })
      // In the order the centres were chosen.
      return ids.flatMap((id) => views.filter((v) => v.id === id))
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email')) throw emailTaken()
    if (isUniqueViolation(error, 'children_school_birth_certificate'))
      throw conflict(Messages.existingAccountNric)
    if (isUniqueViolation(error, 'enquiries_open_child_centre')) throw conflict(EnquiryMsg.openEnquiryRace)
    throw error
  }
}
