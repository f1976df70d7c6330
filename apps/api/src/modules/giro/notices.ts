import { type BankAccountStatus, type Language, maskAccountNumber } from '@preschool/domain'
import { giroText } from './notice-texts'

const kind = (isCda: boolean) => (isCda ? 'CDA' : 'GIRO')

/** What the family and the centre's staff read about bank accounts (bell and email, same words). */
export const GiroNotices = {
  applied: (childName: string, isCda: boolean) => ({
    title: `New ${kind(isCda)} application`,
    body: `The family of ${childName} applied for ${kind(isCda)} deduction. Please send the application to the bank and record its answer.`,
  }),
  /** The same words for staff (English) and the family (in their language). */
  statusChanged: (
    childName: string,
    account: { isCda: boolean; payerAccountNumber: string },
    status: BankAccountStatus,
    reason: string,
  ) => {
    const inLanguage = (language: Language) => {
      const values = {
        kind: kind(account.isCda),
        account: maskAccountNumber(account.payerAccountNumber),
        child: childName,
        status: giroText(language, status),
        reason,
      }
      return { title: giroText(language, 'statusTitle', values), body: giroText(language, 'status', values) }
    }
    return { inLanguage }
  },
} as const
