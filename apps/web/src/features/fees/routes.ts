import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { feePaths } from './paths'

const FeeManagementPage = lazy(() => import('./FeeManagementPage'))
const EditFeeTierPage = lazy(() => import('./EditFeeTierPage'))
const AddFeeTierPage = lazy(() => import('./AddFeeTierPage'))

/** Fee tiers and fee change requests (spec 001); staff with fee access. */
export const feeRoutes: AppRoute[] = [
  { path: feePaths.list, audience: 'staff', requires: 'fees.read', Component: FeeManagementPage },
  { path: feePaths.editRoute, audience: 'staff', requires: 'fees.write', Component: EditFeeTierPage },
  { path: feePaths.add, audience: 'staff', requires: 'fees.write', Component: AddFeeTierPage },
]
