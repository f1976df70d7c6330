import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { PUBLIC_PAGES_SETTINGS_PATH, publicPaths } from './paths'

const ParentSearchPage = lazy(() => import('./ParentSearchPage'))
const IntroPage = lazy(() => import('./IntroPage'))
const ParentInfoPage = lazy(() => import('./ParentInfoPage'))
const PublicPagesSettingsPage = lazy(() => import('./PublicPagesSettingsPage'))

/**
 * The public pages: open to anyone, each a lazy chunk of its own. /parentsearch needs only the public text bundle;
 * /intro and /parentinfo load their own group with the rest (decision 0069), so the enquiry form's first
 * page does not carry their texts in four languages.
 */
export const publicRoutes: AppRoute[] = [
  { path: publicPaths.search, audience: 'all', gate: 'open', texts: 'public', Component: ParentSearchPage },
  { path: publicPaths.intro, audience: 'all', gate: 'open', Component: IntroPage },
  { path: publicPaths.info, audience: 'all', gate: 'open', Component: ParentInfoPage },
  {
    path: PUBLIC_PAGES_SETTINGS_PATH,
    audience: 'staff',
    requires: 'publicPages.draft',
    Component: PublicPagesSettingsPage,
  },
]
