import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { leavePaths } from './paths'

const MyLeavePage = lazy(() => import('./MyLeavePage'))
const LeaveTypesPage = lazy(() => import('./LeaveTypesPage'))

/** A member of staff's own leave (any staff), and head office's leave types (attendance write at head office). */
export const leaveRoutes: AppRoute[] = [
  { path: leavePaths.mine, audience: 'staff', requires: 'leave.own', Component: MyLeavePage },
  { path: leavePaths.types, audience: 'staff', requires: 'leave.writeTypes', Component: LeaveTypesPage },
]
