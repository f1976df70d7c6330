import type { QueryGetEnrolmentDocumentUrlArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { signedFormUrl } from '../forms'

export const getEnrolmentDocumentURL = auditedRead(
  'enquiry',
  guard(
    actions.esign.read,
    (a: QueryGetEnrolmentDocumentUrlArgs) => ({ enquiry: a.IDEnquiry }),
    (args, { viewer }, ctx) => signedFormUrl(ctx.db, ctx, viewer.schoolId, args.IDEnquiry),
  ),
)
