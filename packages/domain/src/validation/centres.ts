import { z } from 'zod'
import { V } from './messages'

/** Singapore postal codes are six digits; for HDB blocks the last three are the block number. */
export const POSTAL_CODE_PATTERN = /^\d{6}$/
export const TEACHER_RATIO_MAX = 99
export const CENTRE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
export const MAX_NEARBY_POSTCODES = 50

/** Singapore's extent with a margin (the main island, Jurong Island, Pulau Ubin and Sentosa fit inside). */
export const SINGAPORE_BOUNDS = { minLat: 1.15, maxLat: 1.48, minLng: 103.59, maxLng: 104.1 } as const

export const CentreMsg = {
  postalCode: 'Postal code must be 6 digits',
  nearbyPostcode: 'Each nearby postal code must be 6 digits',
  tooManyNearby: `At most ${MAX_NEARBY_POSTCODES} nearby postal codes`,
  code: 'Use letters, digits, - and _ only',
  codeTaken: 'A centre with this code already exists',
  teacherRatio: `Teacher ratio must be a whole number from 1 to ${TEACHER_RATIO_MAX}`,
  coordinates: 'The location must be in Singapore',
  coordinatesPair: 'Enter both latitude and longitude, or neither',
  postalCodeUnknown: 'Postal code not found: enter the latitude and longitude of the address',
  geocoderUnavailable:
    'The postal code lookup is unavailable: enter the latitude and longitude, or try again later',
  levelsRequired: 'An active centre must offer at least one programme',
  programNotOfLevel: 'The programme does not belong to the level',
  levelUnavailable: 'Choose active levels and programmes of this school',
  hasChildren: 'This centre has children in classes; deactivate it instead',
  hasClasses: 'This centre has classes; delete them first or deactivate the centre',
  inUse: 'This centre is still in use; deactivate it instead',
} as const

const atMost = (max: number) => `At most ${max} characters`
const required = (max: number) => z.string().trim().min(1, V.required).max(max, atMost(max))
/** An optional text: blank and missing both mean none (null). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, atMost(max))
    .nullish()
    .transform((value) => value || null)

export const postalCodeSchema = z.string().trim().regex(POSTAL_CODE_PATTERN, CentreMsg.postalCode)

/** Arguments of geocodePostalCode. */
export const geocodeArgsSchema = z.object({ postalCode: postalCodeSchema })

export const centreDataSchema = z.object({
  // Stored upper case so that 'ls-amk' and 'LS-AMK' cannot both exist in one school.
  code: z
    .string()
    .trim()
    .min(1, V.required)
    .max(20, atMost(20))
    // A blank code gets '*Required' alone, not this message too.
    .refine((code) => code === '' || CENTRE_CODE_PATTERN.test(code), CentreMsg.code)
    .transform((code) => code.toUpperCase()),
  ecdaCode: optional(20),
  label: required(100),
  teacherRatio: z
    .number({ error: V.required })
    .int(CentreMsg.teacherRatio)
    .min(1, CentreMsg.teacherRatio)
    .max(TEACHER_RATIO_MAX, CentreMsg.teacherRatio),
  active: z.boolean(),
})
export type CentreData = z.output<typeof centreDataSchema>

const latitude = z
  .number()
  .min(SINGAPORE_BOUNDS.minLat, CentreMsg.coordinates)
  .max(SINGAPORE_BOUNDS.maxLat, CentreMsg.coordinates)
const longitude = z
  .number()
  .min(SINGAPORE_BOUNDS.minLng, CentreMsg.coordinates)
  .max(SINGAPORE_BOUNDS.maxLng, CentreMsg.coordinates)

/** The centre's address; lat/lng may be left out for the server to take from the postal code. */
export const centreAddressSchema = z
  .object({
    postcode: postalCodeSchema,
    address: required(200),
    building: optional(100),
    floor: optional(10),
    unit: optional(10),
    lat: latitude.nullish().transform((v) => v ?? null),
    lng: longitude.nullish().transform((v) => v ?? null),
  })
  .refine((a) => (a.lat === null) === (a.lng === null), {
    message: CentreMsg.coordinatesPair,
    path: ['lat'],
  })
export type CentreAddressData = z.output<typeof centreAddressSchema>

/** Postal codes of the blocks around the centre, for matching families to it; repeats are dropped. */
export const nearbyPostcodesSchema = z
  .array(z.string().trim().regex(POSTAL_CODE_PATTERN, CentreMsg.nearbyPostcode))
  .max(MAX_NEARBY_POSTCODES, CentreMsg.tooManyNearby)
  .nullish()
  .transform((codes) => [...new Set(codes ?? [])])

const id = z.number().int().positive()

/** A level and one of its programmes that the centre offers; repeats are dropped. */
export const centreLevelsSchema = z.array(z.object({ fkLevel: id, fkProgram: id })).transform((pairs) => {
  const seen = new Set<string>()
  return pairs.filter((p) => {
    const key = `${p.fkLevel}:${p.fkProgram}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
})

/** Whether the input holds the two values the offer rule compares, whatever else is wrong with it. */
function isOfferShape(value: unknown): value is { centreData: { active: boolean }; levels: unknown[] } {
  if (!value || typeof value !== 'object') return false
  const { centreData, levels } = value as { centreData?: { active?: unknown }; levels?: unknown }
  return typeof centreData?.active === 'boolean' && Array.isArray(levels)
}

/** Everything insertOrUpdateCentreForSchool takes, checked together: the web form holds exactly this. */
export const centreSaveSchema = z
  .object({
    centreData: centreDataSchema,
    addressData: centreAddressSchema,
    postcodes: nearbyPostcodesSchema,
    levels: centreLevelsSchema,
  })
  .refine((c) => !c.centreData.active || c.levels.length > 0, {
    message: CentreMsg.levelsRequired,
    path: ['levels'],
    // Checked even while other fields are wrong, so a form shows every message at once.
    when: ({ value }) => isOfferShape(value),
  })
export type CentreSaveInput = z.output<typeof centreSaveSchema>

/** findAllCentreForSchool's filter; the spec drops empty values, so a blank search means none. */
export const centreFilterSchema = z
  .object({
    ID: id.nullish(),
    active: z.boolean().nullish(),
    search: z
      .string()
      .trim()
      .max(100, atMost(100))
      .nullish()
      .transform((s) => s || null),
  })
  .nullish()
  .transform((f) => ({ ID: f?.ID ?? null, active: f?.active ?? null, search: f?.search ?? null }))
export type CentreFilterInput = z.output<typeof centreFilterSchema>
