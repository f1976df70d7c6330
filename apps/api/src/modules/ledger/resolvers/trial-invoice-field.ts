import type { TrialPeriodInvoice, TrialPeriodInvoiceResolvers } from '../../../generated/graphql'
import { invoiceView } from '../invoice-views'
import { toInvoice } from '../mapper'
import { trialInvoiceOf } from '../trial-invoice'

/**
 * TrialPeriodInvoice.invoice: reached only through getTrialPeriodInvoice, whose guard let the enquiry's parent or
 * its centre's staff through; the fee is the one the visits module booked.
 */
export const TrialPeriodInvoiceFields: TrialPeriodInvoiceResolvers = {
  invoice: async (parent: TrialPeriodInvoice, _args, ctx) => {
    const viewer = await ctx.viewer()
    if (!viewer) return null
    const invoice = await trialInvoiceOf(ctx.db, {
      schoolId: viewer.schoolId,
      enquiryId: parent.IDEnquiry,
      amountCents: parent.amount,
      status: parent.status,
      label: parent.label,
    })
    return invoice && toInvoice(await invoiceView(ctx.db, invoice))
  },
}
