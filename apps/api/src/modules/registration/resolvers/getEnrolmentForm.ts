import type { QueryGetEnrolmentFormArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enrolmentForm } from '../progress'

// The form holds the family's full particulars (identity numbers, incomes): every read is audited.
export const getEnrolmentForm = auditedRead(
  'enquiry',
  guard(
    actions.registration.read,
    (a: QueryGetEnrolmentFormArgs) => ({ enquiry: a.IDEnquiry }),
    async (args: QueryGetEnrolmentFormArgs, { viewer }, ctx) => enrolmentForm(ctx.db, viewer, args.IDEnquiry),
  ),
)
