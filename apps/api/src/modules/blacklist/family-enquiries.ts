import { EnquiryTransitions, enquiryState } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { publish } from '../../platform/events/bus'
import { type EnquiryCreated, type EnquiryRow, schoolEnquiry, transitionEnquiry } from '../enquiries'
import { isMoveAllowed } from '../statemachine'
import { type BlacklistDraftRow, isFamilyBlacklisted, lockFamilyOpenEnquiries } from './queries'

const BLACKLISTED = EnquiryTransitions.blacklistEnquiry.to

/**
 * Ends one enquiry as blacklisted, then tells the other modules as for a cancellation (enquiryCancelled): visits
 * call off its visits and the waitlist releases its live seat offer, in this transaction.
 */
async function endAsBlacklisted(
  tx: DbOrTx,
  enquiry: EnquiryRow,
  action: string,
  actorId: number | null,
  remarks: string,
) {
  await transitionEnquiry(tx, { enquiry, to: BLACKLISTED, action, actorId, remarks })
  await publish(tx, 'enquiryCancelled', { schoolId: enquiry.fkSchool, enquiryId: enquiry.id })
}

/** An approved addition: every open enquiry of the family (the child's, or the parent's) moves to blacklisted. */
export async function blacklistFamilyEnquiries(
  tx: DbOrTx,
  actorId: number,
  draft: BlacklistDraftRow,
  remarks: string,
): Promise<number> {
  const open = await lockFamilyOpenEnquiries(tx, draft.fkSchool, draft.fkChild, draft.fkParent)
  for (const enquiry of open) await endAsBlacklisted(tx, enquiry, 'blacklisted', actorId, remarks)
  return open.length
}

/**
 * A new enquiry of a blacklisted family (matched by child or parent) is accepted like any other, so the public form
 * tells an anonymous caller nothing, and is then closed as blacklisted for staff to see (decision 0020). Where the
 * school's state map allows no such move, it stays open and the admissions screens flag the family.
 */
export async function closeBlacklistedArrival(tx: DbOrTx, event: EnquiryCreated): Promise<void> {
  if (!(await isFamilyBlacklisted(tx, event.schoolId, event.enquiryId))) return
  const enquiry = await schoolEnquiry(tx, event.schoolId, event.enquiryId, { lock: true })
  if (!(await isMoveAllowed(tx, event.schoolId, enquiry.fkEnquiryState, enquiryState(BLACKLISTED).id))) return
  await endAsBlacklisted(tx, enquiry, 'blacklisted_on_arrival', null, 'The family is on the blacklist')
}
