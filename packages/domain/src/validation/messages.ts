/** Validation messages. Those the spec gives are verbatim; the rest follow its style. */
export const V = {
  required: '*Required',
  enterEmail: 'enter your email',
  enterPassword: 'enter your password',
  emailInvalid: "Email is not valid, include '@' and '.'",
  confirmEmailDifferent: 'Confirm email is different',
  mobileNotValid: 'Mobile Number not valid',
  mobileInvalidEnquiry: 'Mobile Number is invalid',
  passwordLength: 'Password must be 8 to 20 characters long',
  passwordLetterDigit: 'Password must contain at least one letter and one number',
  confirmPasswordMismatch: 'try again',
  otpFormat: 'Enter the 6-digit code',
  invalidDate: 'Invalid date',
  maxAge: 'The maximum age of a child to be enrolled is 5 years (72 months)',
  minAge: 'The minimum age of an infant is at least 2 months old',
  enrolmentDay: 'Enrolment is only on the 1st or 15th of a month',
  enrolmentPast: 'Enrolment date cannot be in the past',
} as const
