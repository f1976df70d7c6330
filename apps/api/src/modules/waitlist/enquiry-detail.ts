import {
  DEFAULT_ENROLMENT_PERIOD_MONTHS,
  enquiryDetailUpdateSchema,
  enrolmentPeriodIssue,
  SchoolConfigKey,
  singaporeToday,
  WaitlistMsg,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import { schoolEnquiry } from '../enquiries'
import { selectSchoolConfig } from '../tenancy'
import { logChildActivity } from './activity-log'
import { updateQueuedEnquiry } from './queries'

/**
 * updateEnquiryDetail: staff change the month a family wants, or put the enquiry on (or take it off) the waitlist.
 * Only while it is in the queue: an offered or enrolled enquiry is changed by its own workflow.
 */
export async function updateWaitlistedEnquiry(db: Db, viewer: Viewer, enquiryId: number, raw: unknown) {
  const today = singaporeToday()
  const data = parseInput(enquiryDetailUpdateSchema(today), raw)
  await db.transaction(async (tx) => {
    // The month wanted is one the enquiry form offers (enrolment_period_in_mth), as when the family enquired: a
    // month years ahead (9999) would sit in a queue no vacancy plan reaches.
    if (data.enrollmentPlan) {
      const row = await selectSchoolConfig(tx, viewer.schoolId, SchoolConfigKey.enrolmentPeriodInMonths)
      const months = Number.parseInt(row?.value ?? '', 10)
      const period = Number.isFinite(months) && months > 0 ? months : DEFAULT_ENROLMENT_PERIOD_MONTHS
      const issue = enrolmentPeriodIssue(data.enrollmentPlan, today, period)
      if (issue) throw badInput(issue, { enrollmentPlan: issue })
    }
    const enquiry = await schoolEnquiry(tx, viewer.schoolId, enquiryId, { lock: true })
    const waitlistedAt =
      data.waitlisted === true
        ? (enquiry.waitlistedAt ?? new Date())
        : data.waitlisted === false
          ? null
          : undefined
    const updated = await updateQueuedEnquiry(tx, viewer.schoolId, enquiry.id, {
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
        fkSchool: viewer.schoolId,
        fkChild: enquiry.fkChild,
        fkEnquiry: enquiry.id,
        fkUser: viewer.userId,
        mode: 'system',
        action: 'details_changed',
        remark: changes.join('; '),
      })
  })
}
