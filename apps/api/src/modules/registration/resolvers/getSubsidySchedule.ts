import type { QueryGetSubsidyScheduleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectSubsidySchedule } from '../queries'

export const getSubsidySchedule = guard(
  actions.registration.read,
  (a: QueryGetSubsidyScheduleArgs) => ({ enquiry: a.IDEnquiry }),
  async (_args: QueryGetSubsidyScheduleArgs, { viewer }, ctx) => {
    const schedule = await selectSubsidySchedule(ctx.db, viewer.schoolId)
    return { basic: [...schedule.basic], additional: [...schedule.additional] }
  },
)
