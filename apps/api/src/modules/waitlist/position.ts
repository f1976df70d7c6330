import { expectedOfferMonth, formatMonth, monthBounds, SchoolConfigKey } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { selectSchoolConfig } from '../tenancy'
import { queueKey, queuePlans } from './outlook'
import { selectParentQueuedEnquiries, selectQueueLengths } from './position-queries'
import { selectLiveOffers, selectQueuePositions, selectTagsOfEnquiries } from './queries'

/**
 * getMyWaitlistPositions: for each of the parent's waitlisted enquiries, its place among the families waiting for
 * the same centre, level and month (the queue order of the staff's list), how many wait, and the first month of
 * the vacancy plan whose free places reach that place. Tags are named only where the school's
 * show_waitlist_tags_to_parents is '1'; weights and other families never leave the server.
 */
export async function myWaitlistPositions(db: Db, actor: Actor) {
  const schoolId = actor.schoolId
  const rows = await selectParentQueuedEnquiries(db, schoolId, actor.userId)
  const ids = rows.map((r) => r.enquiry.id)
  const [positions, offers, tags, showTags] = await Promise.all([
    selectQueuePositions(db, schoolId, ids),
    selectLiveOffers(db, schoolId, ids),
    selectTagsOfEnquiries(db, schoolId, ids),
    selectSchoolConfig(db, schoolId, SchoolConfigKey.showWaitlistTagsToParents),
  ])
  const queueOf = (r: (typeof rows)[number]) => ({
    fkCentre: r.enquiry.fkCentre,
    fkLevel: r.enquiry.fkLevel,
    month: monthBounds(r.enquiry.enrollmentPlan).first,
  })
  // The queues' lengths, and the next twelve months' places of every queue, each in one statement.
  const waiting = rows.filter((r) => r.enquiry.fkEnquiryState < 30)
  const [lengths, planOf] = await Promise.all([
    selectQueueLengths(db, schoolId, rows.map(queueOf)),
    queuePlans(db, schoolId, waiting.map(queueOf)),
  ])
  const out = []
  for (const row of rows) {
    const e = row.enquiry
    const offer = offers.get(e.id) ?? null
    const queued = e.fkEnquiryState < 30
    const position = queued ? (positions.get(e.id) ?? 1) : 0
    const q = queueOf(row)
    const plan = queued ? planOf(q) : []
    const tagNames = (tags.get(e.id) ?? []).map((t) => t.description)
    const reasons = queued
      ? [
          position === 1
            ? 'No family stands before yours in this queue'
            : `${position - 1} ${position === 2 ? 'family stands' : 'families stand'} before yours in this queue`,
          ...(showTags?.value === '1' && tagNames.length > 0 ? [`Priority: ${tagNames.join(', ')}`] : []),
          `Start wanted: ${formatMonth(e.enrollmentPlan)}`,
          `Enquired on ${e.createdAt.toISOString().slice(0, 10)}`,
        ]
      : []
    out.push({
      IDEnquiry: e.id,
      childFirstname: e.childFirstname,
      centreLabel: row.centre.label,
      levelLabel: row.level.label,
      enrollmentPlan: e.enrollmentPlan,
      position,
      queueLength: lengths.get(queueKey(q)) ?? 0,
      expectedOfferMonth: queued ? expectedOfferMonth(position, plan) : null,
      reasons,
      offer,
    })
  }
  return out
}
