import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { busPaths } from './paths'

const BusManagementPage = lazy(() => import('./BusManagementPage'))
const BusFormPage = lazy(() => import('./BusFormPage'))
const BusDriverFormPage = lazy(() => import('./BusDriverFormPage'))

/** Buses and their drivers (spec 001: /busmanagement with the bus and driver forms); staff with bus access. */
export const busRoutes: AppRoute[] = [
  { path: busPaths.list, audience: 'staff', requires: 'buses.read', Component: BusManagementPage },
  { path: busPaths.busAdd, audience: 'staff', requires: 'buses.write', Component: BusFormPage },
  { path: busPaths.busEdit(':id'), audience: 'staff', requires: 'buses.write', Component: BusFormPage },
  { path: busPaths.driverAdd, audience: 'staff', requires: 'buses.write', Component: BusDriverFormPage },
  {
    path: busPaths.driverEdit(':id'),
    audience: 'staff',
    requires: 'buses.write',
    Component: BusDriverFormPage,
  },
]
