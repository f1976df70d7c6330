import { z } from 'zod'
import { V } from './messages'
import { isSingaporeMobile, normalisePhone } from './phone'

/** At most this many authorised pickup persons per child: a family's circle, not a phone book. */
export const MAX_AUTHORISED_PICKUPS = 10
/** A kiosk PIN's digits. */
export const KIOSK_PIN_LENGTH = 6

export const KioskMsg = {
  mobileInvalid: 'Enter a Singapore mobile number: 8 digits starting with 8 or 9',
  mobileTaken: 'This mobile number is already an authorised pickup person of the child',
  tooManyPickups: `A child has at most ${MAX_AUTHORISED_PICKUPS} authorised pickup persons`,
  passInvalid: 'This code is not valid. Ask for a new code in the parent app.',
  passExpired: 'This code has expired. Show a new code from the parent app.',
  passUsed: 'This code has been used. Show a new code from the parent app.',
  pinFormat: `Enter the ${KIOSK_PIN_LENGTH}-digit PIN`,
  kioskClosed: 'This kiosk is closed. Ask centre staff to open it again.',
  noChildHere: 'None of your children is at this centre today',
  chooseChildren: 'Choose the children',
  notAuthorised: 'You are not an authorised pickup person of this child. Centre staff have been told.',
} as const

const trimmed = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, `At most ${max} characters`)

/** A Singapore mobile as typed (spaces ignored), stored as its eight digits. */
export const kioskMobileSchema = z
  .string({ error: V.required })
  .transform(normalisePhone)
  .pipe(
    z
      .string()
      .min(1, V.required)
      .refine((m) => isSingaporeMobile(m), KioskMsg.mobileInvalid),
  )

/** An authorised pickup person: the parent's form and the server's check. */
export const authorisedPickupInputSchema = z.object({
  name: trimmed(100),
  relation: trimmed(40),
  mobile: kioskMobileSchema,
  /** The stored photo's key (from the upload target), or null for none; the server checks the file itself. */
  photoKey: z.string().max(300).nullish(),
})
export type AuthorisedPickupInput = z.output<typeof authorisedPickupInputSchema>
export type AuthorisedPickupFormInput = z.input<typeof authorisedPickupInputSchema>

/** What is shown at the kiosk: the scanned QR token, or the PIN typed. */
export const kioskCredentialSchema = z
  .object({
    qrToken: z.string().trim().max(500).nullish(),
    pin: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${KIOSK_PIN_LENGTH}}$`), KioskMsg.pinFormat)
      .nullish(),
  })
  .refine((c) => Boolean(c.qrToken) !== Boolean(c.pin), { message: KioskMsg.passInvalid })
export type KioskCredential = z.output<typeof kioskCredentialSchema>

export const kioskChildrenSchema = z
  .array(z.number().int().positive(), { error: KioskMsg.chooseChildren })
  .min(1, KioskMsg.chooseChildren)
  .max(10, KioskMsg.chooseChildren)
  .transform((ids) => [...new Set(ids)])
