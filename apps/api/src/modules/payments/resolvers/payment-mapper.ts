import { centsToDecimal, PaymentAccessMessages, paymentErrorMessage } from '@preschool/domain'
import type {
  PaymentAccess,
  PaymentOrderStatus,
  PaymentSession,
  UnappliedResolution,
} from '../../../generated/graphql'
import type { PaymentAccessView } from '../access'
import type { Confirmation } from '../confirm'
import type { PaymentSessionRow } from '../queries'
import type { Resolution } from '../unapplied'

export const toPaymentSession = (
  session: PaymentSessionRow,
  checkoutUrl: string,
  description: string,
): PaymentSession => ({
  Id: session.gatewaySessionId,
  Version: session.gatewaySessionVersion ?? '',
  UpdateStatus: session.updateStatus ?? '',
  SuccessIndicator: session.successIndicator,
  MerchantId: session.merchantId,
  Order: {
    Id: session.orderId,
    Amount: centsToDecimal(session.amountCents),
    Currency: session.currency,
    Description: description,
  },
  checkoutUrl,
  expiresAt: session.expiresAt.toISOString(),
})

export const toOrderStatus = ({ session, receiptId }: Confirmation): PaymentOrderStatus => ({
  orderId: session.orderId,
  status: session.status,
  errorCode: session.errorCode,
  message: paymentErrorMessage(session.errorCode),
  amount: session.amountCents,
  IDInvoice: session.fkInvoice,
  IDReceipt: receiptId,
})

export const toPaymentAccess = (view: PaymentAccessView): PaymentAccess => ({
  available: view.available,
  reason: view.reason,
  message: view.reason ? PaymentAccessMessages[view.reason] : null,
  IDInvoice: view.invoice?.id ?? null,
  outstanding: view.invoice?.outstandingCents ?? null,
  lastOrder: view.lastSession && toOrderStatus({ session: view.lastSession, receiptId: null }),
})

export const toUnappliedResolution = (r: Resolution): UnappliedResolution => ({
  ID: r.sessionId,
  resolution: r.resolution,
  IDRefund: r.refundId,
  IDInvoice: r.invoiceId,
  IDReceipt: r.receiptId,
})
