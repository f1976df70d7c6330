/** Paying a monthly or ad hoc invoice from its page (parents, on a phone first). */
export const invoicePaymentEn = {
  title: 'Pay this invoice',
  cardIntro: 'Pay {{amount}} by credit or debit card on the secure payment page.',
  paid: 'This invoice is paid. Thank you.',
} as const
