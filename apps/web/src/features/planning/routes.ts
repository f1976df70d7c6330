import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const PlanningPage = lazy(() => import('./PlanningPage'))

/** Vacancy and capacity planning (spec 000: /enrollmentplanning); staff with enrollment_planning read. */
export const planningRoutes: AppRoute[] = [
  { path: '/enrollmentplanning', audience: 'staff', requires: 'planning.read', Component: PlanningPage },
]
