import { z } from 'zod'
import { OTP_LENGTH } from '../constants'
import { emailSchema } from './email'
import { V } from './messages'
import { loginPasswordSchema, newPasswordSchema } from './password'

export const loginSchema = z.object({ email: emailSchema(V.enterEmail), password: loginPasswordSchema })
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema(V.enterEmail) })

/** Register and reset share one form: a new password typed twice. */
export const setPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, V.required) })
  .refine((v) => v.password === v.confirmPassword, {
    message: V.confirmPasswordMismatch,
    path: ['confirmPassword'],
  })
export type SetPasswordInput = z.infer<typeof setPasswordSchema>

export const otpSchema = z.object({
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), V.otpFormat),
})
