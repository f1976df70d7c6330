import type { QueryGetAdditionalInformationArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { additionalInformation } from '../progress'

// The child's health information is in it: every read is audited.
export const getAdditionalInformation = auditedRead(
  'enquiry',
  guard(
    actions.registration.read,
    (a: QueryGetAdditionalInformationArgs) => ({ enquiry: a.IDEnquiry }),
    async (args: QueryGetAdditionalInformationArgs, { viewer }, ctx) =>
      additionalInformation(ctx.db, viewer, args.IDEnquiry),
  ),
)
