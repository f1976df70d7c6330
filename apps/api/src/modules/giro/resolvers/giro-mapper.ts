import type { BankAccount, BankBicCode, GiroEnquiryInfo } from '../../../generated/graphql'
import type { AccountWithChanges, enquiryGiroInfo } from '../accounts'
import type { BankAccountWithBank, BankRow } from '../queries'

export const toBank = (b: BankRow): BankBicCode => ({
  ID: b.id,
  bankCode: b.bankCode,
  bankName: b.bankName,
  bicCode: b.bicCode,
  displayOrder: b.displayOrder,
})

export const toBankAccount = (
  a: BankAccountWithBank & Partial<Pick<AccountWithChanges, 'changes'>>,
): BankAccount => ({
  ID: a.id,
  fkChild: a.fkChild,
  payerAccountNumber: a.payerAccountNumber,
  payerAccountName: a.payerAccountNames.join(' & '),
  payerAccountNames: a.payerAccountNames,
  bank: toBank(a.bank),
  source: a.source,
  status: a.status,
  billReferenceNumber: a.billReferenceNumber ?? '',
  isCda: a.isCda,
  effectiveFrom: a.effectiveFrom,
  applicationDate: a.applicationDate,
  mobilePhoneCountryCode: a.mobilePhoneCountryCode,
  mobilePhone: a.mobilePhone,
  createdAt: a.createdAt.toISOString(),
  statusChanges: (a.changes ?? []).map((c) => ({
    ID: c.id,
    fromStatus: c.fromStatus,
    toStatus: c.toStatus,
    reason: c.reason,
    remarks: c.remarks,
    userName: c.userName,
    createdAt: c.createdAt.toISOString(),
  })),
})

export const toGiroEnquiryInfo = (info: Awaited<ReturnType<typeof enquiryGiroInfo>>): GiroEnquiryInfo => ({
  IDEnquiry: info.enquiry.id,
  IDChild: info.enquiry.fkChild,
  accounts: info.accounts.map(toBankAccount),
  skipGiroSetup: info.skipGiroSetup,
  canPayRegistrationByGiro: info.canPayRegistrationByGiro,
  payingByGiro: info.payingByGiro,
})
