import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const SigningPage = lazy(() => import('./SigningPage'))

/** The signing page of an emailed link: open to anyone holding a live link (the token is the capability). */
export const esignRoutes: AppRoute[] = [
  { path: '/esign/:token', audience: 'all', gate: 'open', Component: SigningPage },
]
