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
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import {
  accessControls,
  centreLevels,
  centres,
  childRelations,
  children,
  enquiries,
  enquiryActivities,
  parents,
  roles,
  schoolConfigs,
  userRoles,
  users,
} from '../../db/schema'
import { consumeRate } from '../../platform/auth/rate-limit'
import type { Viewer } from '../../platform/authz/viewer'
import { badInput, conflict, DomainError, parseInput } from '../../platform/errors/domain-error'
import { firstRoleIsStaff, selectUserByEmail } from '../identity/queries'
import { recordConsent } from '../identity/consents'
import { issueRegisterInvite } from '../identity/invite'
import { tellParent } from '../notifications/tell-parent'
import { selectLevels } from '../levels/queries'
import { centresLevelVacancy } from '../planning/vacancy'
import { staffEmail } from './duplicates'
import { levelForAge } from './level-suggestion'
import { assertEnquiryOptions } from './option-codes'
import {
  type EnquiryView,
  isRelatedToChild,
  openCondition,
  selectChildByCertificate,
  selectEnquiryViews,
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
  const rows = await tx
    .select({ key: schoolConfigs.key, value: schoolConfigs.value })
    .from(schoolConfigs)
    .where(
      and(
        eq(schoolConfigs.fkSchool, schoolId),
        inArray(schoolConfigs.key, [
          SchoolConfigKey.enrolmentPeriodInMonths,
          SchoolConfigKey.skipVisit,
          SchoolConfigKey.skipTrial,
        ]),
      ),
    )
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
  const rows = await tx
    .select({ id: centres.id, label: centres.label, active: centres.active })
    .from(centres)
    .where(and(eq(centres.fkSchool, input.schoolID), inArray(centres.id, input.centreIDs)))
    .for('share')
  if (rows.length !== input.centreIDs.length || rows.some((c) => !c.active)) throw centreUnavailable()
  const offers = await tx
    .select({ fkCentre: centreLevels.fkCentre })
    .from(centreLevels)
    .where(
      and(
        inArray(centreLevels.fkCentre, input.centreIDs),
        eq(centreLevels.fkLevel, input.enquiry.fkLevel),
        eq(centreLevels.fkProgram, input.enquiry.fkProgram),
        eq(centreLevels.active, true),
      ),
    )
  const ordered = input.centreIDs.map((id) => rows.find((c) => c.id === id)!)
  for (const centre of ordered) {
    if (!offers.some((o) => o.fkCentre === centre.id)) {
      const message = EnquiryMsg.centreNotOffering(centre.label)
      throw badInput(message, { centreIDs: message })
    }
  }
  return ordered
}

/** The school's parent role: the seeded 'parent', else any active non-staff role, else a new 'parent' role. */
async function parentRoleId(tx: Tx, schoolId: number): Promise<number> {
  const [named] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fkSchool, schoolId), eq(roles.name, 'parent')))
  if (named) return named.id
  const [other] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fkSchool, schoolId), eq(roles.isStaff, false), eq(roles.active, true)))
    .orderBy(asc(roles.id))
    .limit(1)
  if (other) return other.id
  const [created] = await tx
    .insert(roles)
    .values({ fkSchool: schoolId, name: 'parent', label: 'Parent', isStaff: false, isRemovable: false })
    .returning({ id: roles.id })
  return created.id
}

interface Applicant {
  userId: number
  firstname: string
  lastname: string
  /** Whether this enquiry made the account (then it gets the register link). */
  created: boolean
}

/** What a signed-in parent is told once their enquiry is in. */
export function enquiryReceived(child: string, centres: string[]) {
  const where = centres.length > 1 ? `${centres.slice(0, -1).join(', ')} and ${centres.at(-1)}` : centres[0]
  return {
    title: 'Enquiry received',
    body: `Thank you for your enquiry for ${child} at ${where}. You can follow it and book the next step from your dashboard.`,
  }
}

/** The signed-in parent applies as themselves: their account's names, whatever the form says. */
function signedInApplicant(viewer: Viewer, input: NewEnquiryInput): Applicant {
  if (input.email !== viewer.email.toLowerCase())
    throw badInput(EnquiryMsg.emailNotYours, { email: EnquiryMsg.emailNotYours })
  return { userId: viewer.userId, firstname: viewer.firstname, lastname: viewer.lastname, created: false }
}

/** A new parent account awaiting registration (no password), with the school's parent role. */
async function newApplicant(tx: Tx, input: NewEnquiryInput): Promise<Applicant> {
  const existing = await selectUserByEmail(tx, input.email)
  if (existing) {
    if (await firstRoleIsStaff(tx, existing.id)) throw staffEmail()
    const justMade = !existing.registeredAt && Date.now() - existing.createdAt.getTime() < JUST_SUBMITTED_MS
    throw justMade ? conflict(EnquiryMsg.submittedTwice) : emailTaken()
  }
  const [mobileOwner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.mobilePhone, input.phoneNumber),
        eq(users.mobilePhoneCountryCode, input.phoneNumberCountryCode),
      ),
    )
    .limit(1)
  if (mobileOwner) throw conflict(EnquiryMsg.mobileTaken)
  const { firstname, lastname, householdIncomeRange, workplaceStaff } = input.enquiry
  const [user] = await tx
    .insert(users)
    .values({
      fkSchool: input.schoolID,
      email: input.email,
      firstname,
      lastname,
      mobilePhone: input.phoneNumber,
      mobilePhoneCountryCode: input.phoneNumberCountryCode,
    })
    .returning({ id: users.id })
  await tx.insert(userRoles).values({ fkUser: user.id, fkRole: await parentRoleId(tx, input.schoolID) })
  await tx.insert(accessControls).values({ fkUser: user.id, fkSchool: input.schoolID })
  await tx.insert(parents).values({
    fkSchool: input.schoolID,
    fkUser: user.id,
    monthlyIncome: householdIncomeRange,
    workplaceStaff,
  })
  return { userId: user.id, firstname, lastname, created: true }
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
  const [child] = await tx
    .insert(children)
    .values({
      fkSchool: input.schoolID,
      firstname: e.childFirstname,
      lastname: e.childLastname,
      dateOfBirth: e.childBirthdate,
      birthCertificate: e.birthCertificate,
      nationality: e.childNationality,
      race: e.childRace,
      householdIncomeRange: e.householdIncomeRange,
    })
    .returning({ id: children.id })
  await tx.insert(childRelations).values({
    fkSchool: input.schoolID,
    fkChild: child.id,
    fkUser: applicant.userId,
    isMainApplicant: true,
  })
  return child.id
}

async function assertNoOpenEnquiry(tx: Tx, childId: number, chosen: { id: number; label: string }[]) {
  const open = await tx
    .select({ fkCentre: enquiries.fkCentre })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.fkChild, childId),
        inArray(
          enquiries.fkCentre,
          chosen.map((c) => c.id),
        ),
        openCondition(),
      ),
    )
  const taken = chosen.find((c) => open.some((o) => o.fkCentre === c.id))
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
        const [row] = await tx
          .insert(enquiries)
          .values({
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
          .returning({ id: enquiries.id })
        await tx.insert(enquiryActivities).values({
          fkSchool: input.schoolID,
          fkEnquiry: row.id,
          fkFromState: null,
          fkToState: state.id,
          fkUser: applicant.userId,
          action: 'created',
        })
        ids.push(row.id)
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
