import { z } from 'zod'
import { V } from './messages'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

/** A new password (register, reset): 8 to 20 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: V.enterPassword })
  .min(1, V.enterPassword)
  .min(PASSWORD_MIN, V.passwordLength)
  .max(PASSWORD_MAX, V.passwordLength)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), V.passwordLetterDigit)

/** Sign-in only needs something typed: the server says whether it is right. */
export const loginPasswordSchema = z.string({ error: V.enterPassword }).min(1, V.enterPassword)
