import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { calendarPaths } from './paths'

const CalendarPage = lazy(() => import('./CalendarPage'))

/** The centre calendar (spec 002: /calendar): visits, trials, holidays and availability; visit_management staff. */
export const calendarRoutes: AppRoute[] = [
  { path: calendarPaths.calendar, audience: 'staff', requires: 'visits.read', Component: CalendarPage },
]
