import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { userPaths } from './paths'

const UserManagementPage = lazy(() => import('./UserManagementPage'))
const StaffFormPage = lazy(() => import('./StaffFormPage'))
const RoleFormPage = lazy(() => import('./RoleFormPage'))

/** User management (spec 001: /settings/usermanagement with its staff and role forms); staff with its access only. */
export const userRoutes: AppRoute[] = [
  { path: userPaths.list, audience: 'staff', requires: 'staff.read', Component: UserManagementPage },
  { path: userPaths.createUser, audience: 'staff', requires: 'staff.write', Component: StaffFormPage },
  { path: userPaths.editUser(':id'), audience: 'staff', requires: 'staff.write', Component: StaffFormPage },
  { path: userPaths.createRole, audience: 'staff', requires: 'roles.write', Component: RoleFormPage },
  { path: userPaths.editRole(':id'), audience: 'staff', requires: 'roles.read', Component: RoleFormPage },
]
