import {
  type AddressInput,
  type EnrolmentPerson,
  parentDetailsOptions,
  parentDetailsSchema,
  RegistrationFlowMsg,
  userAddressSchema,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import { type EnquiryRow, schoolEnquiry } from '../enquiries'
import { assertOfferedOptions } from './option-check'
import { type ParentDetails, upsertParent, upsertUserAddress } from './queries'

/**
 * The applicant's parent record and home address (insertOrUpdateParentByFkUser, insertOrUpdateUserAddress). Both
 * act on an enquiry's applicant: the parent for themselves, or staff of the enquiry's centre for the family.
 */

/** The enquiry's applicant, the only user these operations may change through it. */
async function applicantOf(tx: DbOrTx, actor: Actor, enquiryId: number, userId: number) {
  const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId)
  if (enquiry.fkUser !== userId)
    throw badInput(RegistrationFlowMsg.notApplicant, { fkUser: RegistrationFlowMsg.notApplicant })
  return enquiry
}

const toAddress = (enquiry: EnquiryRow, address: AddressInput) => ({
  fkSchool: enquiry.fkSchool,
  fkUser: enquiry.fkUser,
  ...address,
})

/** The applicant step keeps the same record and address the two operations write. */
export async function saveApplicantDetails(tx: DbOrTx, enquiry: EnquiryRow, data: unknown) {
  const person = data as EnrolmentPerson
  const details: ParentDetails = {
    identificationNo: person.identificationNo,
    nationality: person.nationality,
    highestQualification: person.highestQualification,
    maritalStatus: person.maritalStatus,
    workingStatus: person.workingStatus,
    occupationalTitle: person.occupationalTitle,
  }
  await upsertParent(tx, enquiry.fkSchool, enquiry.fkUser, details)
  await upsertUserAddress(tx, toAddress(enquiry, person.address))
}

export async function insertOrUpdateParent(
  db: Db,
  actor: Actor,
  enquiryId: number,
  userId: number,
  raw: unknown,
) {
  const details = parseInput(parentDetailsSchema, raw)
  return db.transaction(async (tx) => {
    const enquiry = await applicantOf(tx, actor, enquiryId, userId)
    await assertOfferedOptions(tx, actor.schoolId, parentDetailsOptions(details))
    return upsertParent(tx, enquiry.fkSchool, enquiry.fkUser, details)
  })
}

export async function insertOrUpdateAddress(
  db: Db,
  actor: Actor,
  enquiryId: number,
  userId: number,
  raw: unknown,
) {
  const address = parseInput(userAddressSchema, raw)
  return db.transaction(async (tx) => {
    const enquiry = await applicantOf(tx, actor, enquiryId, userId)
    return upsertUserAddress(tx, toAddress(enquiry, address))
  })
}
