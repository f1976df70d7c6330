import type { QueryGetEnquiryDraftMonthlyFeeInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toDraftInvoice } from '../mapper'
import { enquiryDraftMonthlyInvoice } from '../service'

export const getEnquiryDraftMonthlyFeeInvoice = guard(
  actions.ledger.read,
  (a: QueryGetEnquiryDraftMonthlyFeeInvoiceArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetEnquiryDraftMonthlyFeeInvoiceArgs, { viewer }, ctx) => {
    const draft = await enquiryDraftMonthlyInvoice(ctx.db, viewer.schoolId, args.IDEnquiry)
    return draft && toDraftInvoice(args.IDEnquiry, draft.month, draft.priced)
  },
)
