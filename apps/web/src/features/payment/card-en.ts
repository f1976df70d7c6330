/** The card payment section of the payment page (the codes' words are in packages/domain, shared with the API). */
export const cardPaymentEn = {
  title: 'Pay by card',
  intro: 'Pay the registration fee of {{amount}} by credit or debit card on the secure payment page.',
  pay: 'Pay by card',
  tryAgain: 'Try again',
  checking: 'Checking your payment…',
  paid: 'Thank you. Your card payment was received and your receipt is ready.',
  stillOpen: 'Your payment has not been completed yet. If you paid, this page will update shortly.',
  lastAttempt: 'Your last card payment did not go through: {{message}}',
} as const
