import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const HomePage = lazy(() => import('./HomePage'))

/** The dashboard, on both of its paths: one screen that differs by role (spec 000 section 2). */
export const homeRoutes: AppRoute[] = [
  { path: '/dashboard', audience: 'all', Component: HomePage },
  { path: '/overview', audience: 'all', Component: HomePage },
]
