import { describe, expect, it } from 'vitest'
import { CodeCategory } from '../constants'
import {
  BANK_ACCOUNT_REASON_CATEGORY,
  bankAccountStatusUpdateSchema,
  canMoveBankAccount,
  giroAccountSchema,
  giroApplicationSchema,
  GiroMsg,
  giroPaymentTypeSchema,
  maskAccountNumber,
} from './giro'
import { V } from './messages'

const TODAY = '2027-03-10'
const valid = {
  fkBankBicCode: 1,
  bankAccountNumber: '123-45678-9',
  IsCDA: true,
  nameOfAccountHolders: ['Tan Mei Ling', ''],
  mobilePhoneCountryCode: '+65',
  mobilePhone: '9123 4567',
  applicationDate: '2027-03-09',
}
type Input = Partial<Record<keyof typeof valid, unknown>>
const issues = (input: Input) => {
  const result = giroApplicationSchema(TODAY).safeParse({ ...valid, ...input })
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('GIRO application', () => {
  it('keeps the digits of the account number, the first holder and the phone without spaces', () => {
    const parsed = giroApplicationSchema(TODAY).parse(valid)
    expect(parsed.bankAccountNumber).toBe('123456789')
    expect(parsed.nameOfAccountHolders).toEqual(['Tan Mei Ling'])
    expect(parsed.mobilePhone).toBe('91234567')
  })

  it('takes digits only, 7 to 14 of them', () => {
    expect(issues({ bankAccountNumber: '12345ABC9' })).toEqual([
      ['bankAccountNumber', GiroMsg.accountNumberDigits],
    ])
    expect(issues({ bankAccountNumber: '123456' })).toEqual([
      ['bankAccountNumber', GiroMsg.accountNumberLength],
    ])
    expect(issues({ bankAccountNumber: '123456789012345' })).toEqual([
      ['bankAccountNumber', GiroMsg.accountNumberLength],
    ])
    expect(issues({ bankAccountNumber: '１２３４５６７８' })).toEqual([
      ['bankAccountNumber', GiroMsg.accountNumberDigits],
    ])
    expect(issues({ bankAccountNumber: '' })).toEqual([['bankAccountNumber', V.required]])
  })

  it('requires a first holder, at most two, each at most 70 characters', () => {
    expect(issues({ nameOfAccountHolders: ['  '] })).toEqual([['nameOfAccountHolders.0', V.required]])
    expect(issues({ nameOfAccountHolders: [] })).toEqual([['nameOfAccountHolders', V.required]])
    expect(issues({ nameOfAccountHolders: ['A', 'B', 'C'] })).toEqual([
      ['nameOfAccountHolders', GiroMsg.holdersMax],
    ])
    expect(issues({ nameOfAccountHolders: ['x'.repeat(71)] })).toEqual([
      ['nameOfAccountHolders.0', GiroMsg.holderNameMax],
    ])
  })

  it('checks the mobile number against its country code', () => {
    expect(issues({ mobilePhone: '1234' })).toEqual([['mobilePhone', V.mobileInvalidEnquiry]])
    expect(issues({ mobilePhoneCountryCode: '65' })).toEqual([
      ['mobilePhoneCountryCode', V.mobileInvalidEnquiry],
    ])
    expect(issues({ mobilePhoneCountryCode: '+60', mobilePhone: '123456789' })).toEqual([])
    expect(issues({ mobilePhone: '' })).toEqual([['mobilePhone', V.required]])
  })

  it('takes a date of the last 90 days, not in the future', () => {
    expect(issues({ applicationDate: '2027-03-11' })).toEqual([['applicationDate', GiroMsg.dateFuture]])
    expect(issues({ applicationDate: '2026-12-09' })).toEqual([['applicationDate', GiroMsg.dateTooOld]])
    expect(issues({ applicationDate: '2027-02-30' })).toEqual([['applicationDate', V.invalidDate]])
    expect(issues({ fkBankBicCode: 0 })).toEqual([['fkBankBicCode', GiroMsg.bankUnknown]])
  })
})

describe('staff changes', () => {
  it('allows pending to approved or rejected, approved to terminated, nothing else', () => {
    expect(canMoveBankAccount('pending', 'approved')).toBe(true)
    expect(canMoveBankAccount('pending', 'rejected')).toBe(true)
    expect(canMoveBankAccount('approved', 'terminated')).toBe(true)
    expect(canMoveBankAccount('pending', 'terminated')).toBe(false)
    expect(canMoveBankAccount('rejected', 'approved')).toBe(false)
    expect(canMoveBankAccount('terminated', 'approved')).toBe(false)
  })

  it('needs a reason and remarks', () => {
    const result = bankAccountStatusUpdateSchema.safeParse({ status: 'pending', remarks: ' ' })
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['status', GiroMsg.statusUnknown],
      ['fkReason', GiroMsg.reasonUnknown],
      ['remarks', V.required],
    ])
    expect(
      bankAccountStatusUpdateSchema.safeParse({ status: 'approved', fkReason: 1, remarks: 'ok' }).success,
    ).toBe(true)
  })

  it('keeps one reason list per target status among the option lists', () => {
    for (const category of Object.values(BANK_ACCOUNT_REASON_CATEGORY))
      expect(CodeCategory as readonly string[]).toContain(category)
  })

  it('takes a paper mandate for GIRO only', () => {
    expect(giroPaymentTypeSchema.safeParse('card').error?.issues[0].message).toBe(GiroMsg.paymentType)
    const account = giroAccountSchema.parse({
      IDChild: 1,
      fkBankBicCode: 2,
      payerAccountNumber: '0123456789',
      payerAccountNames: ['Lim Wei'],
      isCda: false,
    })
    expect(account.payerAccountNumber).toBe('0123456789')
    expect(maskAccountNumber('0123456789')).toBe('******6789')
  })
})
