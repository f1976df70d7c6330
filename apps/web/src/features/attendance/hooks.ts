import { keepPreviousData, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { subscribe } from '../../lib/subscribe'
import { invalidateDocuments, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  attendanceCentresQuery,
  attendanceChangedSubscription,
  acknowledgeChildInjuryMutation,
  draftClusterNoticeMutation,
  addChildInjuryMutation,
  attendanceClassesQuery,
  attendanceRegisterQuery,
  attendanceSummaryQuery,
  childAttendancesQuery,
  childHealthInfoQuery,
  childInjuriesQuery,
  childLatePickupsQuery,
  healthFlagsQuery,
  markAttendanceMutation,
  recordStaffAttendanceMutation,
  saveChildHealthInfoMutation,
  staffAttendanceQuery,
} from './documents'

export const useAttendanceClasses = (IDSchool: number) => useGqlQuery(attendanceClassesQuery, { IDSchool })

export const useRegister = (classID: number, date: string) =>
  useGqlQuery(
    attendanceRegisterQuery,
    { classID, date },
    { enabled: classID > 0, placeholderData: keepPreviousData },
  )

export const useMarkAttendance = () =>
  useGqlMutation(markAttendanceMutation, {
    invalidates: [
      attendanceRegisterQuery,
      attendanceSummaryQuery,
      childAttendancesQuery,
      childLatePickupsQuery,
    ],
  })

export const useCentreSummary = (centreId: number, from: string, to: string, classID: number | null) =>
  useGqlQuery(
    attendanceSummaryQuery,
    { centreId, from, to, filter: classID ? { classID } : null },
    { enabled: centreId > 0 && from <= to },
  )

export const useChildAttendances = (childID: number, from: string, to: string) =>
  useGqlQuery(childAttendancesQuery, { childID, from, to })

export const useChildLatePickups = (childID: number, from: string, to: string) =>
  useGqlQuery(childLatePickupsQuery, { childID, from, to })

export const useChildHealthInfo = (childID: number) => useGqlQuery(childHealthInfoQuery, { childID })

export const useSaveChildHealthInfo = () =>
  useGqlMutation(saveChildHealthInfoMutation, { invalidates: [childHealthInfoQuery] })

export const useAttendanceCentres = () => useGqlQuery(attendanceCentresQuery, {})

export const useStaffAttendance = (centreId: number, date: string) =>
  useGqlQuery(staffAttendanceQuery, { centreId, date }, { enabled: centreId > 0 })

export const useRecordStaffAttendance = () =>
  useGqlMutation(recordStaffAttendanceMutation, { invalidates: [staffAttendanceQuery] })

/**
 * Keeps the registers on screen live: each change committed at one of the caller's centres (on any API instance)
 * refetches the summaries, registers and staff registers shown. True while the stream is open.
 */
export function useAttendanceLive(enabled: boolean): boolean {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const stop = new AbortController()
    subscribe(
      attendanceChangedSubscription,
      {},
      () =>
        void invalidateDocuments(queryClient, [
          attendanceSummaryQuery,
          attendanceRegisterQuery,
          staffAttendanceQuery,
          healthFlagsQuery,
        ]),
      stop.signal,
      setOpen,
    )
    return () => stop.abort()
  }, [enabled, queryClient])
  return open
}
export const useHealthFlags = (centreId: number, date: string) =>
  useGqlQuery(healthFlagsQuery, { centreId, date }, { enabled: centreId > 0 })

export const useChildInjuries = (childID: number, from: string, to: string) =>
  useGqlQuery(childInjuriesQuery, { childID, from, to })

export const useAddChildInjury = () =>
  useGqlMutation(addChildInjuryMutation, {
    invalidates: [childInjuriesQuery, attendanceRegisterQuery, childAttendancesQuery],
  })

export const useAcknowledgeChildInjury = () =>
  useGqlMutation(acknowledgeChildInjuryMutation, {
    invalidates: [childInjuriesQuery, attendanceRegisterQuery, childAttendancesQuery],
  })

export const useDraftClusterNotice = () =>
  useGqlMutation(draftClusterNoticeMutation, { invalidates: [healthFlagsQuery] })
