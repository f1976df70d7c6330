/** Error codes the server puts in `extensions.code`; the web maps some of them to the spec's wording. */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  BadUserInput: 'BAD_USER_INPUT',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  UserNotFound: 'USER_NOT_FOUND',
  IncorrectPassword: 'INCORRECT_PASSWORD',
  InvalidToken: 'INVALID_TOKEN',
  IncorrectOtp: 'INCORRECT_OTP',
  SsoFailed: 'SSO_FAILED',
  /** An account already exists for the email (the spec's own code). */
  ExistingParent: 'E014',
  Internal: 'INTERNAL',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** The one refusal of every maker-approver flow (the spec gives no wording): the maker of a request cannot decide it. */
export const ownRequestMessage = 'You cannot approve or reject your own request; another approver must decide'

/** Messages of the spec's error catalogue, verbatim. */
export const Messages = {
  default: 'Something went wrong',
  uploadFailed: 'Something went wrong while uploading',
  invalidFiletype: 'Invalid filetype',
  noAccess: 'You do not have sufficient access to view this',
  unauthorized: 'unauthorized',
  incorrectPassword: 'Incorrect password. Please try again.',
  userNotFound: 'No account was found for this email address. Please try again.',
  ssoUserNotFound: 'User Not Found',
  incorrectOtp: 'Incorrect or expired OTP. Please try again.',
  otpBanner: 'incorrect OTP',
  otpResent: 'A new one time OTP has been sent to your mobile number.',
  tryAgainLater: 'Unable to proceed, please try again later',
  noDataFound: 'No Data Found',
  noResultFound: 'No Result Found',
  noOptions: 'No options',
  existingAccountEmail: 'An existing account is associated with this email address.',
  existingAccountNric: 'An existing account is associated with this NRIC number.',
  duplicateEntry: 'Email/Mobile has already been registered',
  duplicateMobile: 'This mobile number has already been registered with our system.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountLocked:
    'Too many failed sign-ins to this account. Sign in from a device you used before, or reset your password from the link we email you.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
} as const

/** The 'GraphQL error.' prefix some servers put before messages; the web strips it before showing. */
export function stripGraphQLPrefix(message: string): string {
  return message.replace(/^\s*GraphQL error\.?:?\s*/i, '')
}
