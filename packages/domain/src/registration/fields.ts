import { z } from 'zod'
import { adultBirthDateIssue, isoDateSchema } from '../validation/date-bounds'
import { emailSchema } from '../validation/email'
import { V } from '../validation/messages'
import { isValidNric } from '../validation/nric'
import { isValidMobile, normalisePhone, SINGAPORE_CALLING_CODE } from '../validation/phone'

/** The registration form's messages; shared ones (required, dates, mobile) come from `V`. */
export const RegistrationMsg = {
  tooLong: (max: number) => `At most ${max} characters`,
  nric: 'Enter a valid NRIC or FIN: S, T, F, G or M, 7 digits and the check letter (such as S1234567D)',
  postcode: 'Postal code must be 6 digits',
  wholeNumber: 'Enter a whole number',
  numberRange: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  money: 'Enter an amount from $0 to $1,000,000',
  workingHours: 'Enter the hours worked in a month, from 0 to 744',
  yesOrNo: 'Choose yes or no',
  declare: 'Please confirm that the information given is true',
  acknowledge: 'Please acknowledge the terms of the offer',
  terms: 'Please accept the terms and conditions',
  termsCDN: 'Please agree to the collection, use and disclosure of this information',
  endBeforeStart: 'The end date must be on or after the start date',
  dependants: 'Dependants cannot be more than the family members',
  bigHousehold: 'A big household has at least 5 family members, 3 of them dependants',
  birthOrder: 'Birth order cannot be more than the children in the family',
  duplicateCondition: 'Each condition can be chosen once',
  tooManyGuardians: 'Add at most 2 guardians',
  gender: 'Choose Male or Female',
} as const

/** A required text field, trimmed, of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, RegistrationMsg.tooLong(max))

/** An optional text field: blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .max(max, RegistrationMsg.tooLong(max))
    .nullish()
    .transform((v) => v || null)

/** A configuration code's label (an option of the school's list); the server checks it is one the school offers. */
export const optionCode = () => requiredText(100)
export const optionalOptionCode = () => optionalText(100)

export const yesNo = () => z.boolean({ error: RegistrationMsg.yesOrNo })

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: V.required })
    .int(RegistrationMsg.wholeNumber)
    .min(min, RegistrationMsg.numberRange(min, max))
    .max(max, RegistrationMsg.numberRange(min, max))

/** A monthly income in integer cents, up to $1,000,000. */
export const MAX_INCOME_CENTS = 100_000_000
export const incomeCents = () =>
  z
    .number({ error: V.required })
    .int(RegistrationMsg.money)
    .min(0, RegistrationMsg.money)
    .max(MAX_INCOME_CENTS, RegistrationMsg.money)

/** Names as the enquiry form takes them: at most 60 characters. */
export const personName = () => requiredText(60)

export const nricSchema = () =>
  z
    .string({ error: V.required })
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().min(1, V.required).refine(isValidNric, RegistrationMsg.nric))

export const postcodeSchema = () =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .regex(/^\d{6}$/, RegistrationMsg.postcode)

export const optionalPostcode = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, RegistrationMsg.postcode)
    .nullish()
    .transform((v) => v || null)

/** A date the family chooses (assistance periods); the range is checked where it is used. */
export const dateField = () => isoDateSchema()

export const adultBirthdate = () =>
  isoDateSchema().superRefine((date, ctx) => {
    const issue = adultBirthDateIssue(date)
    if (issue) ctx.addIssue({ code: 'custom', message: issue })
  })

/** A mobile with its calling code (default +65): the spec's mobile rule, 'Mobile Number not valid'. */
export const mobileFields = {
  mobilePhoneCountryCode: z
    .string({ error: V.required })
    .trim()
    .regex(/^\+\d{1,4}$/, V.mobileNotValid)
    .default(SINGAPORE_CALLING_CODE),
  mobilePhone: z.string({ error: V.required }).transform(normalisePhone).pipe(z.string().min(1, V.required)),
}

/** For superRefine on an object holding `mobileFields`. */
export function checkMobile(
  value: { mobilePhone: string; mobilePhoneCountryCode: string },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  if (value.mobilePhone && !isValidMobile(value.mobilePhone, value.mobilePhoneCountryCode))
    ctx.addIssue({ code: 'custom', path: [...path, 'mobilePhone'], message: V.mobileNotValid })
}

export const emailField = () => emailSchema()

export const addressSchema = z.object({
  postcode: postcodeSchema(),
  address: requiredText(200),
  building: optionalText(100),
  floor: optionalText(10),
  unit: optionalText(10),
  city: optionalText(60),
  country: optionalText(60),
})
export type AddressInput = z.output<typeof addressSchema>
