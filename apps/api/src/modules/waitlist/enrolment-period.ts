import { DEFAULT_ENROLMENT_PERIOD_MONTHS, enrolmentPeriodIssue, SchoolConfigKey } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'
import { selectSchoolConfig } from '../tenancy'

/**
 * Refuses a start month the enquiry form would not offer (enrolment_period_in_mth months ahead), as when the family
 * enquired: a month years ahead (9999) would sit in a queue, or hold a seat, no vacancy plan reaches.
 */
export async function assertWithinEnrolmentPeriod(
  tx: DbOrTx,
  schoolId: number,
  date: string,
  today: string,
  field: string,
): Promise<void> {
  const row = await selectSchoolConfig(tx, schoolId, SchoolConfigKey.enrolmentPeriodInMonths)
  const months = Number.parseInt(row?.value ?? '', 10)
  const period = Number.isFinite(months) && months > 0 ? months : DEFAULT_ENROLMENT_PERIOD_MONTHS
  const issue = enrolmentPeriodIssue(date, today, period)
  if (issue) throw badInput(issue, { [field]: issue })
}
