/**
 * Card payments (spec 002 section 3 "Payment session", section 8 "payment codes"): the statuses of a payment
 * session and what the parent reads for each gateway error code. Used by the API (to store and answer) and the web
 * (to say the code in words), so both sides agree on every code.
 */

/** A payment session (one hosted-checkout order) moves from open to exactly one of the others. */
export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'declined', 'failed', 'expired'] as const
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number]

/** The spec's payment codes: ERR002 contact bank, ERR003 try again, ERR004 invalid, ERR005 expired token. */
export const PAYMENT_ERROR_CODES = ['ERR002', 'ERR003', 'ERR004', 'ERR005'] as const
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number]

export const PaymentErrorMessages: Record<PaymentErrorCode, string> = {
  ERR002: 'Your bank declined the payment. Please contact your bank.',
  ERR003: 'The payment could not be completed. Please try again.',
  ERR004: 'The card details are invalid. Please check them and try again.',
  ERR005: 'Your payment session has expired. Please start again.',
}

/**
 * A paid order the invoice could no longer take (another payment settled it first, or the gateway took another
 * amount): the money is recorded on the session and the school refunds it.
 */
export const PAYMENT_UNAPPLIED = 'UNAPPLIED'
const UNAPPLIED_MESSAGE =
  'Your card was charged, but the invoice had already been paid. The school will refund this payment.'

/** What finance did with an UNAPPLIED order: refunded it, or applied it to another open invoice of the family. */
export const UNAPPLIED_RESOLUTIONS = ['refunded', 'applied'] as const
export type UnappliedResolution = (typeof UNAPPLIED_RESOLUTIONS)[number]

/** Refusals of finance's actions on an UNAPPLIED order (spec-less: issue 25's "refund or apply them"). */
export const UnappliedMsg = {
  notUnapplied: 'This card payment is not waiting to be refunded or applied',
  resolved: 'This card payment was already refunded or applied',
  sameInvoice: 'Choose another invoice: this payment was taken for that one',
  otherFamily: 'The invoice belongs to another family',
  notOpen: 'The invoice is not open for payment',
  tooSmall: 'The invoice owes less than this payment: refund it or choose another invoice',
} as const

/** A code the gateway sends that is not one of the spec's: the parent is told to try again. */
export const UNKNOWN_PAYMENT_ERROR = PaymentErrorMessages.ERR003

export const isPaymentErrorCode = (code: string): code is PaymentErrorCode =>
  (PAYMENT_ERROR_CODES as readonly string[]).includes(code)

/** What the parent reads for a stored error code (any unknown code reads as "try again"). */
export const paymentErrorMessage = (code: string | null | undefined): string | null =>
  !code
    ? null
    : isPaymentErrorCode(code)
      ? PaymentErrorMessages[code]
      : code === PAYMENT_UNAPPLIED
        ? UNAPPLIED_MESSAGE
        : UNKNOWN_PAYMENT_ERROR

/** Declined by the bank (ERR002) is `declined`; every other code is a `failed` attempt. */
export const statusForErrorCode = (code: string): PaymentSessionStatus =>
  code === 'ERR002' ? 'declined' : code === 'ERR005' ? 'expired' : 'failed'

/** The only currency the schools charge in. */
export const PAYMENT_CURRENCY = 'SGD'

/** Minutes a payment session stays open before the expiry job closes it (PAYMENT_SESSION_MINUTES overrides). */
export const DEFAULT_PAYMENT_SESSION_MINUTES = 30

/** Why card payment is not available for an invoice (getPaymentAccess, getInvoicePaymentAccess). */
export const PaymentAccessMessages = {
  notPendingPayment: 'The registration fee can be paid once the consent form is signed.',
  invoicePaid: 'The registration fee has been paid.',
  nothingToPay: 'There is nothing to pay on this invoice.',
  invoiceVoid: 'This invoice has been voided.',
  invoiceSettled: 'This invoice has been paid.',
  notCardPayable: 'This invoice cannot be paid by card.',
} as const
export type PaymentAccessReason = keyof typeof PaymentAccessMessages

/** Refusals of the payment mutations. */
export const PaymentMsg = {
  notPayable: 'This invoice cannot be paid by card now.',
  unknownOrderLabel: 'Payment order',
} as const

/** The enquiry state in which the registration fee is paid by card. */
export const REGISTRATION_PAYMENT_STATE = 'pending_registration_payment'
