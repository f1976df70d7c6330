import {
  MAX_STEP_BYTES,
  registrationStepRules,
  singaporeToday,
  userAddressSchema,
  ErrorCode,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import { assertOfferedOptions, stepOptions } from './option-check'
import {
  selectLatestEnquiryOfChild,
  selectRegistrationStep,
  selectUserAddress,
  upsertRegistrationStep,
  upsertUserAddress,
} from './queries'

/**
 * The family keeps its contacts up to date from the child's profile, after the registration: the parent's own
 * home address (the record insertOrUpdateUserAddress writes) and the child's emergency contact (the registration's
 * emergency_contact section, on the child's latest enquiry, so the form and the profile show the same person).
 * The guard lets in only the child's parents; each parent changes only their own address.
 */

async function latestEnquiry(db: DbOrTx, schoolId: number, childId: number) {
  const enquiry = await selectLatestEnquiryOfChild(db, schoolId, childId)
  if (!enquiry) throw notFound('Registration')
  return enquiry
}

export async function familyContacts(db: DbOrTx, actor: Actor, childId: number) {
  const enquiry = await selectLatestEnquiryOfChild(db, actor.schoolId, childId)
  const [address, contact] = await Promise.all([
    selectUserAddress(db, actor.schoolId, actor.userId),
    enquiry ? selectRegistrationStep(db, enquiry.id, 'emergency_contact') : null,
  ])
  return { address, emergencyContact: contact?.data ?? null }
}

export async function saveMyAddress(db: Db, actor: Actor, raw: unknown) {
  const address = parseInput(userAddressSchema, raw)
  return upsertUserAddress(db, { fkSchool: actor.schoolId, fkUser: actor.userId, ...address })
}

export async function saveEmergencyContact(db: Db, actor: Actor, childId: number, raw: unknown) {
  if (JSON.stringify(raw ?? null).length > MAX_STEP_BYTES)
    throw refusal(ErrorCode.BadUserInput, 'registration.tooLarge')
  const today = singaporeToday()
  const data = parseInput(registrationStepRules(today).emergency_contact.schema, raw)
  await db.transaction(async (tx) => {
    const enquiry = await latestEnquiry(tx, actor.schoolId, childId)
    await assertOfferedOptions(tx, actor.schoolId, stepOptions('emergency_contact', data, today))
    await upsertRegistrationStep(tx, {
      fkSchool: actor.schoolId,
      fkEnquiry: enquiry.id,
      step: 'emergency_contact',
      data,
      fkUser: actor.userId,
    })
  })
  return familyContacts(db, actor, childId)
}
