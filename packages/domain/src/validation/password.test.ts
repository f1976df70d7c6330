import { describe, expect, it } from 'vitest'
import { loginSchema, setPasswordSchema } from './auth'
import { V } from './messages'
import { loginPasswordSchema, newPasswordSchema } from './password'

const message = (input: unknown) => newPasswordSchema.safeParse(input).error?.issues[0].message

describe('newPasswordSchema (register and reset)', () => {
  it('accepts 8 to 20 characters with a letter and a digit', () => {
    for (const password of ['abcdefg1', '1234567a', 'Passw0rd!with-symbol', 'a1'.repeat(10)]) {
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true)
    }
  })

  it('is required', () => {
    expect(message('')).toBe(V.enterPassword)
    expect(message(undefined)).toBe(V.enterPassword)
  })

  it('refuses fewer than 8 or more than 20 characters', () => {
    expect(message('abc1234')).toBe(V.passwordLength)
    expect(message(`${'a1'.repeat(10)}b`)).toBe(V.passwordLength)
    expect(V.passwordLength).toBe('Password must be 8 to 20 characters long')
  })

  it('refuses a password without a letter or without a digit', () => {
    expect(message('12345678')).toBe(V.passwordLetterDigit)
    expect(message('abcdefgh')).toBe(V.passwordLetterDigit)
    expect(V.passwordLetterDigit).toBe('Password must contain at least one letter and one number')
  })
})

describe('setPasswordSchema', () => {
  it("refuses a confirmation that differs with 'try again'", () => {
    const result = setPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: 'abcdefg2' })
    expect(result.error?.issues[0]).toMatchObject({ message: 'try again', path: ['confirmPassword'] })
  })

  it('requires the confirmation', () => {
    const result = setPasswordSchema.safeParse({ password: 'abcdefg1', confirmPassword: '' })
    expect(result.error?.issues[0].message).toBe(V.required)
  })
})

describe('sign-in', () => {
  it('only needs a password typed, whatever its shape', () => {
    expect(loginPasswordSchema.safeParse('x').success).toBe(true)
    expect(loginPasswordSchema.safeParse('').error?.issues[0].message).toBe(V.enterPassword)
  })

  it('normalises the email and asks for it on the auth screens', () => {
    expect(loginSchema.parse({ email: 'Jane@Example.com', password: 'x' }).email).toBe('jane@example.com')
    expect(loginSchema.safeParse({ email: '', password: 'x' }).error?.issues[0].message).toBe(V.enterEmail)
  })
})
