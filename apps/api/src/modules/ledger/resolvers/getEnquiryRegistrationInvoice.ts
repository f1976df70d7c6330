import type { QueryGetEnquiryRegistrationInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toInvoice } from '../mapper'
import { enquiryRegistrationInvoice } from '../service'

export const getEnquiryRegistrationInvoice = guard(
  actions.ledger.read,
  (a: QueryGetEnquiryRegistrationInvoiceArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetEnquiryRegistrationInvoiceArgs, { viewer }, ctx) => {
    const view = await enquiryRegistrationInvoice(ctx.db, ctx.config, viewer.schoolId, args.IDEnquiry)
    return view && toInvoice(view)
  },
)
