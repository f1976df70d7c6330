import { z } from 'zod'
import { emailSchema } from './email'
import { V } from './messages'
import { loginPasswordSchema, newPasswordSchema } from './password'
import { isSingaporeMobile, normalisePhone } from './phone'

/**
 * A signed-in parent's account page (a design addition): profile, email change with a code sent to the new
 * address, password change with the current password, and the consents given. One rule set for the page and
 * the server.
 */
export const EMAIL_CHANGE_CODE_LENGTH = 6
export const EMAIL_CHANGE_TTL_MINUTES = 30
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5

export const AccountMsg = {
  nameTooLong: 'At most 60 characters',
  mobileTaken: 'This mobile number is used by another account.',
  sameEmail: 'This is already your email address',
  emailTaken: 'This email address is used by another account.',
  codeFormat: `Enter the ${EMAIL_CHANGE_CODE_LENGTH}-digit code`,
  codeInvalid: 'Incorrect or expired code. Please request a new one if it has expired.',
  samePassword: 'Choose a password different from your current one',
} as const

const name = z.string({ error: V.required }).trim().min(1, V.required).max(60, AccountMsg.nameTooLong)

/** updateMyProfile: names, and a Singapore mobile (the one-time code goes there); spaces typed are dropped. */
export const profileInputSchema = z.object({
  firstname: name,
  lastname: name,
  mobilePhone: z
    .string({ error: V.required })
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, V.required)
        .refine((v) => isSingaporeMobile(v), V.mobileNotValid),
    ),
})
export type ProfileInput = z.output<typeof profileInputSchema>

/** requestEmailChange: the new address (lower case, trimmed). The server refuses the current one and taken ones. */
export const emailChangeRequestSchema = z.object({ newEmail: emailSchema() })

/** confirmEmailChange: the code emailed to the new address. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string({ error: V.required })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CHANGE_CODE_LENGTH}}$`), AccountMsg.codeFormat),
})

/** changeMyPassword: the current password, and a new one by the domain's password rule, not the same. */
export const changePasswordSchema = z
  .object({ currentPassword: loginPasswordSchema, newPassword: newPasswordSchema })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: AccountMsg.samePassword,
    path: ['newPassword'],
  })

/** The page's form adds the new password typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, V.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: V.confirmPasswordMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: AccountMsg.samePassword,
    path: ['newPassword'],
  })
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>
