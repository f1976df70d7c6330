/** Sign-in, registration and one-time-code rules shared by the API and the web (spec 000 sections 4, 8, 9). */

/** A register link is valid for a week: parents often open it days after enquiring. */
export const REGISTER_TOKEN_TTL_DAYS = 7
/** A reset link is short-lived: it grants the account to whoever holds it. */
export const RESET_TOKEN_TTL_MINUTES = 60
/** Wrong guesses allowed per one-time code before it is void and a new one must be sent. */
export const OTP_MAX_ATTEMPTS = 5

/** Messages of the identity flows the spec does not word; those it words are in `Messages`. */
export const IdentityMsg = {
  staffUseSso: 'Staff sign in through single sign-on',
  notRegistered:
    'Your account is not set up yet. Please finish registration with the link we sent to your email.',
  accountInactive: 'This account is no longer active. Please contact the school.',
  alreadyRegistered: 'This user is already registered. Please log in.',
  otpNotVerified: 'Please verify your mobile number with the one-time code before registering.',
  otpResendWait: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`,
  noMobile: 'There is no mobile number on this account. Please contact the school.',
} as const
