import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { publicPaths } from './paths'

const ParentSearchPage = lazy(() => import('./ParentSearchPage'))

/** The public pages: open to anyone, on the public text bundle, each a lazy chunk of its own. */
export const publicRoutes: AppRoute[] = [
  { path: publicPaths.search, audience: 'all', gate: 'open', texts: 'public', Component: ParentSearchPage },
]
