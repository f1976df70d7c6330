import {
  canTransition,
  EnquiryTransitions,
  formatMonth,
  isAdditionalInformationStep,
  isEnrolmentFormStep,
  MAX_STEP_BYTES,
  missingSteps,
  RegistrationFlowMsg,
  type RegistrationStep,
  RegistrationStepLabel,
  registrationStepRules,
  singaporeToday,
  ErrorCode,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, parseInput, refusal } from '../../platform/errors/domain-error'
import { assertOpenEnquiry, type EnquiryRow, schoolEnquiry, transitionEnquiry } from '../enquiries'
import { endSeatOffer, selectLiveSeatOffer } from '../planning'
import { assertOfferedOptions, stepOptions } from './option-check'
import { saveApplicantDetails } from './parent-details'
import { selectRegistrationSteps, upsertRegistrationStep } from './queries'

/**
 * The parent's registration (spec 002 section 4, steps 1 to 3 and the hand-over to documents): start it, save each
 * step of the form as it is filled, and complete it. Each function is one transaction on the locked enquiry.
 */

/** The month a place is offered for: the live seat offer's, else the enquiry's planned start. */
async function offeredMonth(tx: DbOrTx, enquiry: EnquiryRow): Promise<string> {
  const offer = await selectLiveSeatOffer(tx, enquiry.fkSchool, enquiry.id)
  return (offer?.month ?? enquiry.enrollmentPlan).slice(0, 7)
}

/** startRegistration: pre_registration -> pending_form_completion; the held seat is now accepted. */
export async function startRegistration(
  db: Db,
  actor: Actor,
  enquiryId: number,
  childId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    if (enquiry.fkChild !== childId)
      throw refusal(ErrorCode.BadUserInput, 'registration.childMismatch', 'IDChild')
    assertOpenEnquiry(enquiry)
    const rule = EnquiryTransitions.startRegistration
    if (!canTransition(rule, enquiry)) throw refusal(ErrorCode.Conflict, 'registration.cannotStart')
    const offer = await selectLiveSeatOffer(tx, enquiry.fkSchool, enquiry.id)
    if (offer?.dueDate && offer.dueDate < singaporeToday(now))
      throw refusal(ErrorCode.Conflict, 'registration.offerLapsed')
    // An offer made through the waitlist is accepted now; an enquiry moved to pre_registration by staff (the state
    // editor) holds none, and registers all the same.
    if (offer?.status === 'offered')
      await endSeatOffer(tx, { fkSchool: enquiry.fkSchool, fkEnquiry: enquiry.id, status: 'accepted' })
    return transitionEnquiry(tx, {
      enquiry,
      to: rule.to,
      action: 'start_registration',
      actorId: actor.userId,
    })
  })
}

/** The steps can be saved only while the form is being filled. */
function assertFillingIn(enquiry: EnquiryRow) {
  assertOpenEnquiry(enquiry)
  if (canTransition(EnquiryTransitions.markAsCompleted, enquiry)) return
  throw refusal(
    ErrorCode.Conflict,
    canTransition(EnquiryTransitions.startRegistration, enquiry)
      ? 'registration.notStarted'
      : 'registration.notOpen',
  )
}

/** Parses a step with its schema on the day, or refuses with the message on the field at fault. */
function parseStep(step: RegistrationStep, raw: unknown, today: string): unknown {
  if (JSON.stringify(raw ?? null).length > MAX_STEP_BYTES)
    throw refusal(ErrorCode.BadUserInput, 'registration.tooLarge')
  return parseInput(registrationStepRules(today)[step].schema, raw)
}

async function assertEnrolmentMonth(tx: DbOrTx, enquiry: EnquiryRow, data: { enrollmentPlan: string }) {
  const month = await offeredMonth(tx, enquiry)
  if (data.enrollmentPlan.slice(0, 7) === month) return
  const message = RegistrationFlowMsg.wrongMonth(formatMonth(month))
  throw badInput(message, { enrollmentPlan: message })
}

/**
 * Saves one step (saveEnrolmentForm, saveAdditionalInformation): the step's schema on today's date, the option
 * values against the school's active codes, then the row. The applicant's step also keeps the applicant's
 * parent details and home address, as the back office reads them.
 */
export async function saveRegistrationStep(
  db: Db,
  actor: Actor,
  enquiryId: number,
  kind: 'enrolmentForm' | 'additionalInformation',
  step: string,
  raw: unknown,
  now = new Date(),
): Promise<void> {
  const isOfKind = kind === 'enrolmentForm' ? isEnrolmentFormStep : isAdditionalInformationStep
  if (!isOfKind(step))
    throw badInput(RegistrationFlowMsg.unknownStep, { step: RegistrationFlowMsg.unknownStep })
  const today = singaporeToday(now)
  const data = parseStep(step, raw, today)
  await db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    assertFillingIn(enquiry)
    await assertOfferedOptions(tx, actor.schoolId, stepOptions(step, data, today))
    if (step === 'enquiry') await assertEnrolmentMonth(tx, enquiry, data as { enrollmentPlan: string })
    if (step === 'applicant') await saveApplicantDetails(tx, enquiry, data)
    await upsertRegistrationStep(tx, {
      fkSchool: actor.schoolId,
      fkEnquiry: enquiry.id,
      step,
      data,
      fkUser: actor.userId,
    })
  })
}

/**
 * markAsCompleted: every step saved and still valid today (an enrolment date may have passed since it was saved),
 * then pending_form_completion -> pending_document_submission with the chosen enrolment date on the enquiry.
 */
export async function markAsCompleted(db: Db, actor: Actor, enquiryId: number, now = new Date()) {
  const today = singaporeToday(now)
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    assertFillingIn(enquiry)
    const saved = await selectRegistrationSteps(tx, actor.schoolId, enquiry.id)
    const missing = missingSteps(saved.map((row) => row.step))
    if (missing.length > 0)
      throw conflict(RegistrationFlowMsg.incomplete(missing.map((s) => RegistrationStepLabel[s])))
    for (const row of saved) {
      const result = registrationStepRules(today)[row.step as RegistrationStep].schema.safeParse(row.data)
      if (!result.success) {
        const label = RegistrationStepLabel[row.step as RegistrationStep]
        throw badInput(`${label}: ${result.error.issues[0].message}`, {
          [row.step]: result.error.issues[0].message,
        })
      }
    }
    const plan = (saved.find((row) => row.step === 'enquiry')?.data as { enrollmentPlan: string })
      .enrollmentPlan
    const rule = EnquiryTransitions.markAsCompleted
    return transitionEnquiry(tx, {
      enquiry,
      to: rule.to,
      action: 'registration_form_completed',
      actorId: actor.userId,
      patch: { enrollmentPlan: plan, enrolmentStep: 'documents' },
    })
  })
}
