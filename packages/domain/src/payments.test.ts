import { describe, expect, it } from 'vitest'
import { PaymentErrorMessages, paymentErrorMessage, statusForErrorCode } from './payments'

describe('payment codes', () => {
  it('says each of the spec codes in words', () => {
    expect(paymentErrorMessage('ERR002')).toBe('Your bank declined the payment. Please contact your bank.')
    expect(paymentErrorMessage('ERR003')).toBe('The payment could not be completed. Please try again.')
    expect(paymentErrorMessage('ERR004')).toBe(PaymentErrorMessages.ERR004)
    expect(paymentErrorMessage('ERR005')).toBe('Your payment session has expired. Please start again.')
  })

  it('reads an unknown code as try again, and no code as nothing', () => {
    expect(paymentErrorMessage('ERR999')).toBe(PaymentErrorMessages.ERR003)
    expect(paymentErrorMessage(null)).toBeNull()
    expect(paymentErrorMessage('UNAPPLIED')).toMatch(/refund/)
  })

  it('records a bank decline as declined, an expired token as expired, the rest as failed', () => {
    expect(statusForErrorCode('ERR002')).toBe('declined')
    expect(statusForErrorCode('ERR005')).toBe('expired')
    expect(statusForErrorCode('ERR003')).toBe('failed')
    expect(statusForErrorCode('ERR004')).toBe('failed')
  })
})
