import { z } from 'zod'
import { V } from './messages'
import {
  CENTRE_CODE_PATTERN,
  CentreMsg,
  MAX_NEARBY_POSTCODES,
  POSTAL_CODE_PATTERN,
  SINGAPORE_BOUNDS,
  TEACHER_RATIO_MAX,
} from './centre-limits'

// The plain limits live apart (no zod), so a page can use them before it loads these rules; imported from here too.
export * from './centre-limits'

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
