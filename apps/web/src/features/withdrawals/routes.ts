import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { withdrawalPaths } from './paths'

const WithdrawalsPage = lazy(() => import('./WithdrawalsPage'))
const WithdrawalDetailPage = lazy(() => import('./WithdrawalDetailPage'))

/** Withdrawals (issue 26): staff lists; a request's detail for staff and the child's family (the server decides). */
export const withdrawalRoutes: AppRoute[] = [
  { path: withdrawalPaths.list, audience: 'staff', requires: 'withdrawals.read', Component: WithdrawalsPage },
  { path: withdrawalPaths.detail(':id'), audience: 'all', Component: WithdrawalDetailPage },
]
