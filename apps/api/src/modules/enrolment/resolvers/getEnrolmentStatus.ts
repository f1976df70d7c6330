import type { QueryGetEnrolmentStatusArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enrolmentStatus } from '../status'

export const getEnrolmentStatus = guard(
  actions.ledger.read,
  (a: QueryGetEnrolmentStatusArgs) => ({ enquiry: a.IDEnquiry }),
  (args: QueryGetEnrolmentStatusArgs, { viewer }, ctx) =>
    enrolmentStatus(ctx.db, viewer.schoolId, args.IDEnquiry),
)
