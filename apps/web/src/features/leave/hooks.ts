import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  approveLeaveMutation,
  cancelLeaveMutation,
  centreLeaveQuery,
  childLeaveQuery,
  leaveTypesQuery,
  leaveTypesAdminQuery,
  saveLeaveTypeMutation,
  myLeaveQuery,
  cancelMyLeaveMutation,
  requestStaffLeaveMutation,
  rejectLeaveMutation,
  requestChildLeaveMutation,
} from './documents'

export const useLeaveTypes = (IDSchool: number) => useGqlQuery(leaveTypesQuery, { IDSchool })
export const useChildLeave = (childID: number) => useGqlQuery(childLeaveQuery, { childID })
export const useCentreLeave = (
  centreID: number,
  from: string,
  to: string,
  options: { enabled?: boolean } = {},
) => useGqlQuery(centreLeaveQuery, { centreID, from, to }, options)

export const useMyLeave = () => useGqlQuery(myLeaveQuery, {})

// A request or a decision changes the child's list, the centre's and the staff member's own.
const changed = [childLeaveQuery, centreLeaveQuery, myLeaveQuery]
export const useRequestChildLeave = () => useGqlMutation(requestChildLeaveMutation, { invalidates: changed })
export const useApproveLeave = () => useGqlMutation(approveLeaveMutation, { invalidates: changed })
export const useRejectLeave = () => useGqlMutation(rejectLeaveMutation, { invalidates: changed })
export const useCancelLeave = () => useGqlMutation(cancelLeaveMutation, { invalidates: changed })
export const useRequestStaffLeave = () => useGqlMutation(requestStaffLeaveMutation, { invalidates: changed })
export const useCancelMyLeave = () => useGqlMutation(cancelMyLeaveMutation, { invalidates: changed })
export const useLeaveTypesAdmin = (IDSchool: number) => useGqlQuery(leaveTypesAdminQuery, { IDSchool })
export const useSaveLeaveType = () =>
  useGqlMutation(saveLeaveTypeMutation, { invalidates: [leaveTypesAdminQuery, leaveTypesQuery] })
