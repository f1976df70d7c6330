import type { HolidayData, holidayInputSchema } from '@preschool/domain'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import type { HolidayInput } from '../../generated/graphql'
import type { Holiday } from './documents'

/** What the form holds: the domain schema's input, so zodResolver(holidayInputSchema) validates it as the server does. */
export type HolidayFormValues = z.input<typeof holidayInputSchema>

export const newHolidayDefaults: DefaultValues<HolidayFormValues> = {
  title: '',
  description: '',
  isPublic: false,
  centreIDs: [],
  holidayImageKey: null,
}

export function holidayToFormValues(holiday: Holiday): DefaultValues<HolidayFormValues> {
  return {
    title: holiday.title,
    description: holiday.description ?? '',
    from: holiday.from,
    to: holiday.to,
    isPublic: holiday.isPublic,
    centreIDs: holiday.centreHolidays.map((c) => c.fkCentre),
    holidayImageKey: holiday.holidayImageKey,
  }
}

/** The mutation's holiday from the validated values; a public holiday sends no centres (it closes them all). */
export function toHolidayInput(data: HolidayData): HolidayInput {
  return {
    title: data.title,
    description: data.description,
    from: data.from,
    to: data.to,
    isPublic: data.isPublic,
    centreIDs: data.isPublic ? [] : data.centreIDs,
    holidayImageKey: data.holidayImageKey,
  }
}
