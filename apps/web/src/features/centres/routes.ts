import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { centrePaths } from './paths'

const CentreListPage = lazy(() => import('./CentreListPage'))
const CentreFormPage = lazy(() => import('./CentreFormPage'))

/** Centre management (spec 001: /settings/centremanagement, with /add and /edit/{id}); staff with centre access. */
export const centreRoutes: AppRoute[] = [
  { path: centrePaths.list, audience: 'staff', requires: 'centres.read', Component: CentreListPage },
  { path: centrePaths.add, audience: 'staff', requires: 'centres.write', Component: CentreFormPage },
  { path: centrePaths.edit(':id'), audience: 'staff', requires: 'centres.write', Component: CentreFormPage },
]
