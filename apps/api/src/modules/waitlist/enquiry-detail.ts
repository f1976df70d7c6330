import { enquiryDetailUpdateSchema, singaporeToday, WaitlistMsg } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { conflict, parseInput } from '../../platform/errors/domain-error'
import { schoolEnquiry } from '../enquiries'
import { logChildActivity } from './activity-log'
import { assertWithinEnrolmentPeriod } from './enrolment-period'
import { updateQueuedEnquiry } from './queries'

/**
 * updateEnquiryDetail: staff change the month a family wants, or put the enquiry on (or take it off) the waitlist.
 * Only while it is in the queue: an offered or enrolled enquiry is changed by its own workflow.
 */
export async function updateWaitlistedEnquiry(db: Db, actor: Actor, enquiryId: number, raw: unknown) {
  const today = singaporeToday()
  const data = parseInput(enquiryDetailUpdateSchema(today), raw)
  await db.transaction(async (tx) => {
    if (data.enrollmentPlan)
      await assertWithinEnrolmentPeriod(tx, actor.schoolId, data.enrollmentPlan, today, 'enrollmentPlan')
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    const waitlistedAt =
      data.waitlisted === true
        ? (enquiry.waitlistedAt ?? new Date())
        : data.waitlisted === false
          ? null
          : undefined
    const updated = await updateQueuedEnquiry(tx, actor.schoolId, enquiry.id, {
      ...(data.enrollmentPlan ? { enrollmentPlan: data.enrollmentPlan } : {}),
      ...(waitlistedAt === undefined ? {} : { waitlistedAt }),
    })
    if (!updated) throw conflict(WaitlistMsg.notOnWaitlist)
    const changes = [
      data.enrollmentPlan && data.enrollmentPlan !== enquiry.enrollmentPlan
        ? `month wanted ${enquiry.enrollmentPlan} → ${data.enrollmentPlan}`
        : null,
      data.waitlisted === true && !enquiry.waitlistedAt ? 'put on the waitlist' : null,
      data.waitlisted === false && enquiry.waitlistedAt ? 'taken off the waitlist' : null,
    ].filter(Boolean)
    if (changes.length > 0)
      await logChildActivity(tx, {
        fkSchool: actor.schoolId,
        fkChild: enquiry.fkChild,
        fkEnquiry: enquiry.id,
        fkUser: actor.userId,
        mode: 'system',
        action: 'details_changed',
        remark: changes.join('; '),
      })
  })
}
