import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { leavePaths } from './paths'

const MyLeavePage = lazy(() => import('./MyLeavePage'))
const LeaveTypesPage = lazy(() => import('./LeaveTypesPage'))

/**
 * A member of staff's own leave (any staff), and head office's leave types (attendance write at head office). My
 * Leave names no action: `leave.own` is open to any staff member, and `me.can` lists only actions a role grants, so
 * requiring it refused every member of staff the page the menu offers them.
 */
export const leaveRoutes: AppRoute[] = [
  { path: leavePaths.mine, audience: 'staff', Component: MyLeavePage },
  { path: leavePaths.types, audience: 'staff', requires: 'leave.writeTypes', Component: LeaveTypesPage },
]
