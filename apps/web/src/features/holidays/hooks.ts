import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  createHolidayMutation,
  deleteHolidayMutation,
  holidayCentreOptionsQuery,
  holidayPhotoUploadMutation,
  holidaysOfYearQuery,
  updateHolidayMutation,
} from './documents'

/** The school's holidays overlapping `year`, sorted by start. */
export const useHolidaysOfYear = (IDSchool: number, year: number) =>
  useGqlQuery(holidaysOfYearQuery, { IDSchool, year })

/** The centres the user may close with a holiday (holiday_management write). */
export const useHolidayCentreOptions = () => useGqlQuery(holidayCentreOptionsQuery, {})

// A holiday can span two years, so every cached year is refetched after a change.
export const useCreateHoliday = () =>
  useGqlMutation(createHolidayMutation, { invalidates: [holidaysOfYearQuery] })
export const useUpdateHoliday = () =>
  useGqlMutation(updateHolidayMutation, { invalidates: [holidaysOfYearQuery] })
export const useDeleteHoliday = () =>
  useGqlMutation(deleteHolidayMutation, { invalidates: [holidaysOfYearQuery] })

/** The photo field's source of upload targets: the spec's getHolidayPhotoUploadURL for the user's school. */
export function useHolidayPhotoTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(holidayPhotoUploadMutation, { IDSchool, ...file })).getHolidayPhotoUploadURL,
    [IDSchool],
  )
}
