import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { transferPaths } from './paths'

const TransfersPage = lazy(() => import('./TransfersPage'))
const TransferDetailPage = lazy(() => import('./TransferDetailPage'))

/** Transfers (issue 26): staff lists; a request's detail for staff of either centre and the family (the server decides). */
export const transferRoutes: AppRoute[] = [
  { path: transferPaths.list, audience: 'staff', requires: 'transfers.read', Component: TransfersPage },
  { path: transferPaths.detail(':id'), audience: 'all', Component: TransferDetailPage },
]
