import type { TextKey } from '../../i18n/text-key'

const paymentTypeKeys: Record<string, TextKey> = {
  card: 'payment.paymentTypes.card',
  paynow: 'payment.paymentTypes.paynow',
  giro: 'payment.paymentTypes.giro',
  cash: 'payment.paymentTypes.cash',
  cheque: 'payment.paymentTypes.cheque',
  bank_transfer: 'payment.paymentTypes.bank_transfer',
}

/** The name of a payment type (the database admits only these six). */
export const paymentTypeKey = (type: string): TextKey =>
  paymentTypeKeys[type] ?? 'payment.paymentTypes.bank_transfer'

const statusKeys: Record<string, TextKey> = {
  issued: 'payment.status.issued',
  paid: 'payment.status.paid',
  void: 'payment.status.void',
}
export const invoiceStatusKey = (status: string): TextKey => statusKeys[status] ?? 'payment.status.issued'

const enrolmentKeys: Record<string, TextKey> = {
  pending_registration_payment: 'payment.enrolment.pending_registration_payment',
  pending_giro: 'payment.enrolment.pending_giro',
  enrolled: 'payment.enrolment.enrolled',
}
export const enrolmentStateKey = (state: string): TextKey => enrolmentKeys[state] ?? 'payment.enrolment.other'
