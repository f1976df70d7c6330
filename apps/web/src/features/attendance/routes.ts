import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { attendancePaths } from './paths'

const AttendancePage = lazy(() => import('./AttendancePage'))
const NotifiableSymptomsPage = lazy(() => import('./NotifiableSymptomsPage'))

/** The register and the centre summary (spec 002 section 2, /attendance); head office's notifiable symptoms. */
export const attendanceRoutes: AppRoute[] = [
  {
    path: attendancePaths.register,
    audience: 'staff',
    requires: 'attendance.register',
    Component: AttendancePage,
  },
  {
    path: attendancePaths.symptoms,
    audience: 'staff',
    requires: 'attendance.configureSymptoms',
    Component: NotifiableSymptomsPage,
  },
]
