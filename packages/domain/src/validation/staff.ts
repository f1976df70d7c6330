import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'
import { DEFAULT_CALLING_CODE, DEFAULT_COUNTRY } from '../constants'
import { emailSchema } from './email'
import { V } from './messages'
import { isValidMobile } from './phone'

export const StaffMsg = {
  centresRequired: 'Choose at least one centre',
  rolesRequired: 'Choose at least one role',
  countryCode: 'Choose a country code',
  staffIdFormat: 'Use letters, digits and dashes only',
  searchTooShort: 'Type at least 2 characters',
  emailTaken: 'A user with this email address already exists',
  staffIdTaken: 'This staff ID is already in use',
  unknownRole: 'Choose active staff roles of this school',
  unknownCentre: 'Choose centres of this school',
  centreOutOfScope: 'You can only assign or remove centres you manage',
  hqOnly: 'Only head office staff can give head office access',
  roleBeyondOwn: (role: string) =>
    `You cannot assign or remove the role ${role}: it has access you do not hold yourself`,
  staffBeyondOwn: 'You cannot change a staff member who has access you do not hold yourself',
  lastHqAdmin: 'The school must keep at least one active HQ administrator',
  notYourself: 'You cannot remove or deactivate your own account',
  noRole: 'Give this staff member an active role before activating them',
  directoryUnavailable: 'The directory is unavailable, please try again later',
} as const

const trimmed = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, `At most ${max} characters`)

const ids = (requiredMessage: string) =>
  z.array(z.number().int().positive(), { error: requiredMessage }).transform((list) => [...new Set(list)])

/**
 * A staff member (spec 001 section 5): email, firstname, lastname, staffId, phoneNumber, phoneCountryCode and the
 * lists of centres and roles are all required. Head office staff reach every centre, so only they may have none.
 * hasCentreScopeAccess gives a centre-scoped member the principal view of their centres.
 */
export const staffInputSchema = z
  .object({
    email: emailSchema(),
    firstname: trimmed(60),
    lastname: trimmed(60),
    staffId: trimmed(30).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, StaffMsg.staffIdFormat)),
    phoneNumber: z.string({ error: V.required }).trim().min(1, V.required),
    phoneCountryCode: z
      .string({ error: V.required })
      .trim()
      .min(1, V.required)
      .regex(/^\+\d{1,4}$/, StaffMsg.countryCode),
    centreIDs: ids(V.required),
    roleIDs: ids(V.required).pipe(z.array(z.number()).min(1, StaffMsg.rolesRequired)),
    isHQStaff: z.boolean().default(false),
    hasCentreScopeAccess: z.boolean().default(false),
  })
  .refine((s) => s.phoneNumber === '' || isValidMobile(s.phoneNumber, s.phoneCountryCode), {
    message: V.mobileNotValid,
    path: ['phoneNumber'],
  })
  .refine((s) => s.isHQStaff || s.centreIDs.length > 0, {
    message: StaffMsg.centresRequired,
    path: ['centreIDs'],
  })
  // Head office staff see the whole school already; the principal view flag is for centre-scoped staff.
  .transform((s) => ({ ...s, hasCentreScopeAccess: !s.isHQStaff && s.hasCentreScopeAccess }))
export type StaffInput = z.output<typeof staffInputSchema>

/**
 * A new staff member needs at least one centre and one role, head office staff included (spec 001 section 5 lists
 * both as required). Existing head office staff without centres (made before this rule) can still be saved.
 */
export const newStaffInputSchema = staffInputSchema.refine((s) => s.centreIDs.length > 0, {
  message: StaffMsg.centresRequired,
  path: ['centreIDs'],
})
export type StaffFormInput = z.input<typeof staffInputSchema>

/** The staff list's filters; empty values are dropped (spec 001 section 5: falsy filters are removed). */
export const staffListArgsSchema = z.object({
  searchString: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .nullish()
    .transform((s) => s || undefined),
  role: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((n) => n ?? undefined),
  centre: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((n) => n ?? undefined),
  active: z
    .boolean()
    .nullish()
    .transform((a) => a ?? undefined),
})
export type StaffListArgs = z.output<typeof staffListArgsSchema>

/** Directory look-ups: a full address, or at least 2 characters of a name. */
export const directoryEmailArgsSchema = z.object({ email: emailSchema() })
export const directoryNameArgsSchema = z.object({
  name: z
    .string({ error: V.required })
    .trim()
    .min(2, StaffMsg.searchTooShort)
    .max(100, 'At most 100 characters'),
})

/**
 * A directory phone such as '+65 6250 1004' as the staff form's calling code and number ('+65', '62501004'); a
 * number without a calling code is read as Singaporean. Null when it is not a phone number.
 */
export function splitPhone(phone: string): { phoneCountryCode: string; phoneNumber: string } | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY)
  if (!parsed?.isPossible()) return null
  return { phoneCountryCode: `+${parsed.countryCallingCode}`, phoneNumber: String(parsed.nationalNumber) }
}

/**
 * A directory phone as the staff form's mobile number, or null when it is not a mobile. Singapore's mobiles are
 * 8 digits starting with 8 or 9 (a 6 is a landline, 3 a VoIP number); the form's phone field is for the mobile
 * that one-time codes go to, so a desk line must not fill it. Other countries' numbers cannot be told apart
 * without the full metadata, so any possible number is kept.
 */
export function splitMobile(phone: string): { phoneCountryCode: string; phoneNumber: string } | null {
  const split = splitPhone(phone)
  if (!split) return null
  if (split.phoneCountryCode === DEFAULT_CALLING_CODE && !/^[89]\d{7}$/.test(split.phoneNumber)) return null
  return split
}
