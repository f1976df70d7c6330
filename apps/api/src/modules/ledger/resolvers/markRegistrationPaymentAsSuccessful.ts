import type { MutationMarkRegistrationPaymentAsSuccessfulArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { confirmRegistrationPayment } from '../confirm-payment'
import { toInvoice, toReceipt } from '../mapper'

export const markRegistrationPaymentAsSuccessful = guard(
  actions.ledger.confirmPayment,
  (a: MutationMarkRegistrationPaymentAsSuccessfulArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationMarkRegistrationPaymentAsSuccessfulArgs, { viewer }, ctx) => {
    const result = await confirmRegistrationPayment(
      ctx.db,
      ctx.config,
      { schoolId: viewer.schoolId, userId: viewer.userId },
      args.IDEnquiry,
      { paymentType: args.paymentType, referenceNo: args.referenceNo },
    )
    return { ...result, invoice: toInvoice(result.invoice), receipt: toReceipt(result.receipt) }
  },
)
