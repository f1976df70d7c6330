import { z } from 'zod'

/** The enquiry form's place search (Singapore only): postal code, street or building name as typed. */
export const MAX_PLACE_RESULTS = 10
export const MAX_PLACE_SEARCH_LENGTH = 100

export const PlaceMsg = {
  tooLong: `Enter at most ${MAX_PLACE_SEARCH_LENGTH} characters`,
} as const

/** Trimmed, inner spaces collapsed; empty text is allowed and finds nothing (clearing the search clears it). */
export const placeSearchArgsSchema = z.object({
  searchVal: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(MAX_PLACE_SEARCH_LENGTH, PlaceMsg.tooLong)),
})
