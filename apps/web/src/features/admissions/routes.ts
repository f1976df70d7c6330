import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { admissionPaths } from './paths'

const AdmissionListPage = lazy(() => import('./AdmissionListPage'))
const AdmissionDetailPage = lazy(() => import('./AdmissionDetailPage'))
const AdmissionRouteRedirect = lazy(() => import('./AdmissionRouteRedirect'))

/** Admissions (spec 002: /pre-enrolment and /pre-enrolment/{id}/{tab?}); staff with enquiry management. */
export const admissionRoutes: AppRoute[] = [
  { path: admissionPaths.list, audience: 'staff', requires: 'admissions.list', Component: AdmissionListPage },
  {
    path: `${admissionPaths.list}/:id/:tab?`,
    audience: 'staff',
    requires: 'admissions.read',
    Component: AdmissionDetailPage,
  },
  // The parent's registration and payment routes, for staff: the enquiry's staff view.
  ...['/overview/enrolment/:id', '/overview/enrolment/:id/payment'].map((path): AppRoute => ({
    path,
    audience: 'staff',
    requires: 'admissions.read',
    Component: AdmissionRouteRedirect,
  })),
]
