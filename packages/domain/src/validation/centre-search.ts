import { z } from 'zod'
import { postalCodeSchema } from './centres'
import { DateMsg, inChildBirthRange, isPlanningDate } from './date-bounds'
import { isIsoDate } from './enquiry'
import { V } from './messages'

/**
 * Arguments of the enquiry form's lookups (spec 000 section 7): the level suggestion, the school's centre list and
 * the two radius searches. The searches' radius is 7 km on the form (CENTRE_SEARCH_RADIUS_KM); the server takes
 * any radius up to MAX_SEARCH_RADIUS_KM.
 */
export const MAX_SEARCH_RADIUS_KM = 50

export const CentreSearchMsg = {
  radius: `Radius must be more than 0 and at most ${MAX_SEARCH_RADIUS_KM} km`,
  location: 'Location is not a valid latitude and longitude',
  level: 'Choose a level',
} as const

const isoDate = z
  .string({ error: V.required })
  .trim()
  .refine(isIsoDate, V.invalidDate)
  .refine(isPlanningDate, DateMsg.planningRange)
const birthDate = z
  .string({ error: V.required })
  .trim()
  .refine(isIsoDate, V.invalidDate)
  .superRefine(inChildBirthRange)
const id = z.number().int().positive()
const optionalId = id.nullish().transform((v) => v ?? null)
const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null)
const radius = z.number().gt(0, CentreSearchMsg.radius).max(MAX_SEARCH_RADIUS_KM, CentreSearchMsg.radius)

export const suggestLevelArgsSchema = z.object({
  IDSchool: id,
  dateOfBirth: birthDate,
  enrollmentDate: isoDate,
})

export const enrollmentCentresArgsSchema = z.object({
  IDSchool: id,
  enrollmentDate: isoDate,
  level: z.number({ error: CentreSearchMsg.level }).int().positive(CentreSearchMsg.level),
  program: optionalId,
  nationality: optionalText,
})

const searchFilter = z.object({ fkSchool: id, program: optionalId, nationality: optionalText })

export const nearestCentresArgsSchema = z.object({
  location: z.object({
    lat: z.number().min(-90, CentreSearchMsg.location).max(90, CentreSearchMsg.location),
    lng: z.number().min(-180, CentreSearchMsg.location).max(180, CentreSearchMsg.location),
  }),
  radius,
  enrollmentDate: isoDate,
  level: z.number().int().positive(CentreSearchMsg.level),
  filter: searchFilter,
})

export const centresByDistanceArgsSchema = z.object({
  postalCode: postalCodeSchema,
  radius,
  enrollmentDate: isoDate,
  level: z.number().int().positive(CentreSearchMsg.level),
  filter: searchFilter,
})

/** findAllEnquiry's filter: empty values mean no filter. */
export const enquiryFilterSchema = z
  .object({
    fkChild: optionalId,
    fkCentre: optionalId,
    fkEnquiryState: optionalId,
    includeClosed: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .nullish()
  .transform((f) => f ?? { fkChild: null, fkCentre: null, fkEnquiryState: null, includeClosed: false })

export type EnquiryFilterInput = z.output<typeof enquiryFilterSchema>
