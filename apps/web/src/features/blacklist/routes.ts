import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const BlacklistPage = lazy(() => import('./BlacklistPage'))
const AddToBlacklistPage = lazy(() => import('./AddToBlacklistPage'))

/** The blacklist (spec 001: /specialmanagement, with /addtospecialhandling); staff with enquiry management. */
export const blacklistRoutes: AppRoute[] = [
  { path: '/specialmanagement', audience: 'staff', requires: 'blacklist.read', Component: BlacklistPage },
  {
    path: '/specialmanagement/addtospecialhandling',
    audience: 'staff',
    requires: 'blacklist.request',
    Component: AddToBlacklistPage,
  },
]
