import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  approveLeaveMutation,
  cancelLeaveMutation,
  centreLeaveQuery,
  childLeaveQuery,
  leaveTypesQuery,
  rejectLeaveMutation,
  requestChildLeaveMutation,
} from './documents'

export const useLeaveTypes = (IDSchool: number) => useGqlQuery(leaveTypesQuery, { IDSchool })
export const useChildLeave = (childID: number) => useGqlQuery(childLeaveQuery, { childID })
export const useCentreLeave = (centreID: number, from: string, to: string) =>
  useGqlQuery(centreLeaveQuery, { centreID, from, to })

// A request or a decision changes the child's list and the centre's.
const changed = [childLeaveQuery, centreLeaveQuery]
export const useRequestChildLeave = () => useGqlMutation(requestChildLeaveMutation, { invalidates: changed })
export const useApproveLeave = () => useGqlMutation(approveLeaveMutation, { invalidates: changed })
export const useRejectLeave = () => useGqlMutation(rejectLeaveMutation, { invalidates: changed })
export const useCancelLeave = () => useGqlMutation(cancelLeaveMutation, { invalidates: changed })
