import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { accountPaths } from '../../shell/layout/account-paths'

const AccountPage = lazy(() => import('./AccountPage'))

/** The parent's own account: profile, email, password and the consents given. Parents only. */
export const accountRoutes: AppRoute[] = [
  { path: accountPaths.account, audience: 'parent', Component: AccountPage },
]
