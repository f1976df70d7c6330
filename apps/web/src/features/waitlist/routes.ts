import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { waitlistPaths } from './paths'

const WaitlistListPage = lazy(() => import('./WaitlistListPage'))
const WaitlistDetailPage = lazy(() => import('./WaitlistDetailPage'))
const WaitlistTagsPage = lazy(() => import('./WaitlistTagsPage'))

/** Waitlist management (spec 001: /waitlistmanagement, /waitlistmanagement/{id}/{tab?}, /settings/waitlisttags). */
export const waitlistRoutes: AppRoute[] = [
  { path: waitlistPaths.list, audience: 'staff', requires: 'waitlist.list', Component: WaitlistListPage },
  {
    path: waitlistPaths.detail(':id'),
    audience: 'staff',
    requires: 'waitlist.list',
    Component: WaitlistDetailPage,
  },
  {
    path: waitlistPaths.detail(':id', ':tab'),
    audience: 'staff',
    requires: 'waitlist.list',
    Component: WaitlistDetailPage,
  },
  { path: waitlistPaths.tags, audience: 'staff', requires: 'waitlist.tags', Component: WaitlistTagsPage },
]
