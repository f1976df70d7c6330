import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { financePaths } from './paths'

const FinancePage = lazy(() => import('./FinancePage'))
const InvoiceDetailPage = lazy(() => import('./InvoiceDetailPage'))

/** Monthly finance (issue 25): the finance area for staff; an invoice for staff and the child's family. */
export const financeRoutes: AppRoute[] = [
  { path: financePaths.page, audience: 'staff', requires: 'finance.runs', Component: FinancePage },
  { path: financePaths.invoice(':id'), audience: 'all', Component: InvoiceDetailPage },
]
