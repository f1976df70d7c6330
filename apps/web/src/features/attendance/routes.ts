import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { attendancePaths } from './paths'

const AttendancePage = lazy(() => import('./AttendancePage'))

/** The register and the centre summary (spec 002 section 2, /attendance). */
export const attendanceRoutes: AppRoute[] = [
  {
    path: attendancePaths.register,
    audience: 'staff',
    requires: 'attendance.register',
    Component: AttendancePage,
  },
]
