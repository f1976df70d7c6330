import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const KioskPage = lazy(() => import('./KioskPage'))

/**
 * The centre kiosk: open to the tablet, which holds no parent's session (the kiosk's token and the family's code are
 * the proof, checked by the API); centre staff signed in open it.
 */
export const kioskRoutes: AppRoute[] = [
  { path: '/kiosk', audience: 'all', gate: 'open', Component: KioskPage },
]
