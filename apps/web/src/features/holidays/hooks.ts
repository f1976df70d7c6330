import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { operationName, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
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

/** A holiday can span two years, so every cached year is refetched after a change. */
function useInvalidateHolidays() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [operationName(holidaysOfYearQuery)] })
}

export function useCreateHoliday() {
  const invalidate = useInvalidateHolidays()
  return useGqlMutation(createHolidayMutation, { onSuccess: invalidate })
}

export function useUpdateHoliday() {
  const invalidate = useInvalidateHolidays()
  return useGqlMutation(updateHolidayMutation, { onSuccess: invalidate })
}

export function useDeleteHoliday() {
  const invalidate = useInvalidateHolidays()
  return useGqlMutation(deleteHolidayMutation, { onSuccess: invalidate })
}

/** The photo field's source of upload targets: the spec's getHolidayPhotoUploadURL for the user's school. */
export function useHolidayPhotoTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(holidayPhotoUploadMutation, { IDSchool, ...file })).getHolidayPhotoUploadURL,
    [IDSchool],
  )
}
