import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { holidayPaths } from './paths'

const HolidayListPage = lazy(() => import('./HolidayListPage'))
const HolidayFormPage = lazy(() => import('./HolidayFormPage'))

/** Holiday management (spec 002: /settings/holidaymanagement, /add and /{id}); staff with holiday access only. */
export const holidayRoutes: AppRoute[] = [
  { path: holidayPaths.list(), audience: 'staff', requires: 'holidays.read', Component: HolidayListPage },
  { path: holidayPaths.add, audience: 'staff', requires: 'holidays.write', Component: HolidayFormPage },
  {
    path: holidayPaths.edit(':id'),
    audience: 'staff',
    requires: 'holidays.write',
    Component: HolidayFormPage,
  },
]
