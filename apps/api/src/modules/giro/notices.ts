import { type BankAccountStatus, maskAccountNumber } from '@preschool/domain'

const kind = (isCda: boolean) => (isCda ? 'CDA' : 'GIRO')

/** What the family and the centre's staff read about bank accounts (bell and email, same words). */
export const GiroNotices = {
  applied: (childName: string, isCda: boolean) => ({
    title: `New ${kind(isCda)} application`,
    body: `The family of ${childName} applied for ${kind(isCda)} deduction. Please send the application to the bank and record its answer.`,
  }),
  statusChanged: (
    childName: string,
    account: { isCda: boolean; payerAccountNumber: string },
    status: BankAccountStatus,
    reason: string,
  ) => ({
    title: `${kind(account.isCda)} account ${status}`,
    body: `The ${kind(account.isCda)} account ${maskAccountNumber(account.payerAccountNumber)} of ${childName} is now ${status} (${reason}).`,
  }),
} as const
