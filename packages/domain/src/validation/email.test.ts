import { describe, expect, it } from 'vitest'
import { emailSchema, isValidEmail, normaliseEmail } from './email'
import { V } from './messages'

const message = (input: unknown, required?: string) =>
  emailSchema(required).safeParse(input).error?.issues[0].message

describe('isValidEmail (spec 000 section 5)', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['jane@example.com', 'a.b@mail.example.sg', 'x@ab.co', 'first+tag@school.edu.sg']) {
      expect(isValidEmail(email), email).toBe(true)
    }
  })

  it("refuses an address with no '@' (or nothing before it)", () => {
    expect(isValidEmail('jane.example.com')).toBe(false)
    expect(isValidEmail('@example.com')).toBe(false)
  })

  it("refuses an '@' that is not before the last '.'", () => {
    expect(isValidEmail('jane.doe@examplecom')).toBe(false)
    expect(isValidEmail('jane@example.com@host')).toBe(false)
    expect(isValidEmail('jane@examplecom')).toBe(false)
  })

  it("refuses '@@'", () => {
    expect(isValidEmail('jane@@example.com')).toBe(false)
  })

  it('refuses a last dot at position 2 or less', () => {
    expect(isValidEmail('a@.com')).toBe(false)
    expect(isValidEmail('ab@.com')).toBe(true)
  })

  it('refuses fewer than 2 characters after the last dot', () => {
    expect(isValidEmail('jane@example.c')).toBe(false)
    expect(isValidEmail('jane@example.')).toBe(false)
    expect(isValidEmail('jane@example.co')).toBe(true)
  })
})

describe('emailSchema', () => {
  it('lower-cases and trims', () => {
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com')
    expect(emailSchema().parse(' Jane@Example.COM')).toBe('jane@example.com')
  })

  it('says the required message when empty, the auth screens their own', () => {
    expect(message('')).toBe(V.required)
    expect(message('   ')).toBe(V.required)
    expect(message(undefined)).toBe(V.required)
    expect(message('', V.enterEmail)).toBe(V.enterEmail)
  })

  it('gives the spec message for an invalid address', () => {
    expect(message('jane@example')).toBe("Email is not valid, include '@' and '.'")
  })
})
