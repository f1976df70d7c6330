import { z } from 'zod'
import { SINGAPORE_CALLING_CODE, isSingaporeMobile, normalisePhone } from './phone'
import { V } from './messages'
import { isValidSingaporePlate, normalisePlate } from './singapore-plate'

export const BusMsg = {
  plateInvalid: 'Enter a Singapore plate number, such as SBS3229P',
  plateTaken: 'A bus with this plate number already exists',
  childNotAtCentre: 'Choose children of the bus’s centre',
  childOnAnotherBus: 'A chosen child is already on another bus',
  driverNotAtCentre: 'Choose a driver of the bus’s centre',
  mobileInvalid: 'Enter a Singapore mobile number: 8 digits starting with 8 or 9',
  countryCode: 'Bus drivers need a Singapore mobile number (+65)',
} as const

const trimmed = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, `At most ${max} characters`)
const id = z.number({ error: V.required }).int().positive()

/** A bus: its centre, plate (checked and stored without spaces, upper case) and optional driver. */
export const busInputSchema = z.object({
  fkCentre: id,
  plateNumber: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .pipe(z.string().refine(isValidSingaporePlate, BusMsg.plateInvalid).transform(normalisePlate)),
  fkBusDriver: id.nullish().transform((v) => v ?? null),
})
export type BusInput = z.output<typeof busInputSchema>
export type BusFormInput = z.input<typeof busInputSchema>

/** The complete list of a bus's children; omitted (the form drops an empty list) means none. */
export const busChildrenSchema = z
  .array(id)
  .nullish()
  .transform((list) => [...new Set(list ?? [])])

/** A bus driver: centre, names and a Singapore mobile (the enquiry's phone rule). */
export const busDriverInputSchema = z
  .object({
    fkCentre: id,
    firstname: trimmed(60),
    lastname: trimmed(60),
    mobilePhoneCountryCode: z
      .string({ error: V.required })
      .trim()
      .default(SINGAPORE_CALLING_CODE)
      .refine((c) => c === SINGAPORE_CALLING_CODE, BusMsg.countryCode),
    mobilePhone: z
      .string({ error: V.required })
      .transform(normalisePhone)
      .pipe(z.string().min(1, V.required)),
  })
  // The country code has its own rule above; the number is checked as a Singapore mobile whatever it says.
  .refine((d) => d.mobilePhone === '' || isSingaporeMobile(d.mobilePhone), {
    message: BusMsg.mobileInvalid,
    path: ['mobilePhone'],
  })
export type BusDriverInput = z.output<typeof busDriverInputSchema>
export type BusDriverFormInput = z.input<typeof busDriverInputSchema>

/** The bus and driver lists' filter: a centre and a search on plate or names; empty values mean no filter. */
export const busFilterSchema = z
  .object({
    ID: id.nullish(),
    fkCentre: id.nullish(),
    search: z
      .string()
      .trim()
      .max(100, 'At most 100 characters')
      .nullish()
      .transform((s) => s || null),
  })
  .nullish()
  .transform((f) => ({ ID: f?.ID ?? null, fkCentre: f?.fkCentre ?? null, search: f?.search ?? null }))
export type BusFilterInput = z.output<typeof busFilterSchema>
