import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { SCHOOL_CONFIG_PATH } from './paths'

const SchoolConfigPage = lazy(() => import('./SchoolConfigPage'))

/** School configuration (spec 000: /settings/schoolconfig); staff with school configuration access only. */
export const schoolConfigRoutes: AppRoute[] = [
  { path: SCHOOL_CONFIG_PATH, audience: 'staff', requires: 'schoolConfig.read', Component: SchoolConfigPage },
]
