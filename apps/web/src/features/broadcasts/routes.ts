import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { broadcastPaths } from './paths'

const BroadcastListPage = lazy(() => import('./BroadcastListPage'))
const BroadcastFormPage = lazy(() => import('./BroadcastFormPage'))

/** Broadcasts (spec 002: /broadcast, /broadcast/create, /broadcast/edit/{id}); parents read theirs on the dashboard. */
export const broadcastRoutes: AppRoute[] = [
  { path: broadcastPaths.list, audience: 'staff', requires: 'broadcasts.list', Component: BroadcastListPage },
  {
    path: broadcastPaths.create,
    audience: 'staff',
    requires: 'broadcasts.compose',
    Component: BroadcastFormPage,
  },
  {
    path: broadcastPaths.edit(':id'),
    audience: 'staff',
    requires: 'broadcasts.list',
    Component: BroadcastFormPage,
  },
]
