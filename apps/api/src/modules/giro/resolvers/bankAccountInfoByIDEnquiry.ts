import type { QueryBankAccountInfoByIdEnquiryArgs } from '../../../generated/graphql'
import { auditedRead } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { enquiryGiroInfo } from '../accounts'
import { toGiroEnquiryInfo } from './giro-mapper'

export const bankAccountInfoByIDEnquiry = auditedRead(
  'enquiry',
  guard(
    actions.giro.ofEnquiry,
    (a: QueryBankAccountInfoByIdEnquiryArgs) => ({ enquiry: a.IDEnquiry }),
    async (args, grant, ctx) => toGiroEnquiryInfo(await enquiryGiroInfo(ctx.db, grant, args.IDEnquiry)),
  ),
)
