import { keepPreviousData } from '@tanstack/react-query'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  acknowledgeChildInjuryMutation,
  addChildInjuryMutation,
  attendanceClassesQuery,
  attendanceRegisterQuery,
  attendanceSummaryQuery,
  childAttendancesQuery,
  childHealthInfoQuery,
  childInjuriesQuery,
  childLatePickupsQuery,
  markAttendanceMutation,
  saveChildHealthInfoMutation,
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
