import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

export const HOLIDAY_TITLE_MAX = 120
export const HOLIDAY_DESCRIPTION_MAX = 2000
/** A whole leap year, both ends included: longer closures are a data-entry mistake, not a holiday. */
export const HOLIDAY_MAX_DAYS = 366

export const HolidayMsg = {
  titleMax: `At most ${HOLIDAY_TITLE_MAX} characters`,
  descriptionMax: `At most ${HOLIDAY_DESCRIPTION_MAX} characters`,
  toAfterFrom: 'End date must be on or after start date',
  tooLong: `A holiday can last at most ${HOLIDAY_MAX_DAYS} days`,
  centresRequired: 'Choose at least one centre or make the holiday public',
  year: 'Enter a year from 1 to 9999',
} as const

/** A holiday's date: a real YYYY-MM-DD date from 1900 to 2100 (the input's cap of 9999-12-31 is for typing). */
const isoDate = planningDateSchema()

/** Days from `from` to `to`, both included; dates are YYYY-MM-DD, read as UTC so no time zone shifts them. */
export function daysInclusive(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1
}

const datesValid = (h: { from: string; to: string }) =>
  isoDate.safeParse(h.from).success && isoDate.safeParse(h.to).success

/** A holiday as staff enter it: public (every centre of the school) or for the chosen centres. */
export const holidayInputSchema = z
  .object({
    title: z
      .string({ error: V.required })
      .trim()
      .min(1, V.required)
      .max(HOLIDAY_TITLE_MAX, HolidayMsg.titleMax),
    // Blank is no description: stored as null, never as ''.
    description: z
      .string()
      .trim()
      .max(HOLIDAY_DESCRIPTION_MAX, HolidayMsg.descriptionMax)
      .nullish()
      .transform((d) => d || null),
    from: isoDate,
    to: isoDate,
    isPublic: z.boolean({ error: V.required }),
    centreIDs: z
      .array(z.number().int().positive())
      .default([])
      .transform((ids) => [...new Set(ids)]),
    holidayImageKey: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((k) => k || null),
  })
  // Format issues do not stop zod from running these; an invalid date already has its own message.
  .refine((h) => !datesValid(h) || h.to >= h.from, { message: HolidayMsg.toAfterFrom, path: ['to'] })
  .refine((h) => !datesValid(h) || h.to < h.from || daysInclusive(h.from, h.to) <= HOLIDAY_MAX_DAYS, {
    message: HolidayMsg.tooLong,
    path: ['to'],
  })
  .refine((h) => h.isPublic || h.centreIDs.length > 0, {
    message: HolidayMsg.centresRequired,
    path: ['centreIDs'],
  })
export type HolidayInput = z.input<typeof holidayInputSchema>
export type HolidayData = z.output<typeof holidayInputSchema>

/** The year a holiday list covers. */
export const holidayYearSchema = z
  .number()
  .int(HolidayMsg.year)
  .min(1, HolidayMsg.year)
  .max(9999, HolidayMsg.year)
