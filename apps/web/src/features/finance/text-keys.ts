import type { TextKey } from '../../i18n/text-key'

/** The finance screens' words for the server's values (keyOf picks one, unknown values get the fallback's). */
export const runStatusText = {
  drafting: 'finance.runStatus.drafting',
  draft: 'finance.runStatus.draft',
  issuing: 'finance.runStatus.issuing',
  issued: 'finance.runStatus.issued',
  discarded: 'finance.runStatus.discarded',
  failed: 'finance.runStatus.failed',
} as const satisfies Record<string, TextKey>

export const invoiceStatusText = {
  issued: 'finance.invoiceStatus.issued',
  paid: 'finance.invoiceStatus.paid',
  void: 'finance.invoiceStatus.void',
} as const satisfies Record<string, TextKey>

export const invoiceTypeText = {
  registration: 'finance.invoiceType.registration',
  trial: 'finance.invoiceType.trial',
  monthly: 'finance.invoiceType.monthly',
  adhoc: 'finance.invoiceType.adhoc',
} as const satisfies Record<string, TextKey>

/** What a search hit or a statement line is. */
export const documentKindText = {
  invoice: 'finance.documentKind.invoice',
  receipt: 'finance.documentKind.receipt',
  credit_note: 'finance.documentKind.credit_note',
  refund: 'finance.documentKind.refund',
  refund_paid: 'finance.documentKind.refund_paid',
} as const satisfies Record<string, TextKey>

export const refundStatusText = {
  pending: 'finance.refundStatus.pending',
  processing: 'finance.refundStatus.processing',
  completed: 'finance.refundStatus.completed',
  cancelled: 'finance.refundStatus.cancelled',
} as const satisfies Record<string, TextKey>

export const refundTypeText = {
  deposit: 'finance.refundType.deposit',
  fee: 'finance.refundType.fee',
  overpayment: 'finance.refundType.overpayment',
} as const satisfies Record<string, TextKey>

export const paymentTypeText = {
  paynow: 'finance.paymentType.paynow',
  bank_transfer: 'finance.paymentType.bank_transfer',
  cash: 'finance.paymentType.cash',
  cheque: 'finance.paymentType.cheque',
  card: 'finance.paymentType.card',
  giro: 'finance.paymentType.giro',
} as const satisfies Record<string, TextKey>

export const lineSourceText = {
  fee: 'finance.runs.source.fee',
  subsidy: 'finance.runs.source.subsidy',
  charge: 'finance.runs.source.charge',
} as const satisfies Record<string, TextKey>

export const fileStatusText = {
  generated: 'finance.fileStatus.generated',
  applied: 'finance.fileStatus.applied',
  failed: 'finance.fileStatus.failed',
} as const satisfies Record<string, TextKey>

export const fileDocTypeText = {
  giro_deduction: 'finance.fileDocType.giro_deduction',
  giro_refund: 'finance.fileDocType.giro_refund',
  giro_return: 'finance.fileDocType.giro_return',
  subsidy: 'finance.fileDocType.subsidy',
} as const satisfies Record<string, TextKey>
