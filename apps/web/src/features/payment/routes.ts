import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { paymentPath } from './paths'

const PaymentPage = lazy(() => import('./PaymentPage'))

/** The registration payment: invoice, PayNow, receipts and the enrolment status. */
export const paymentRoutes: AppRoute[] = [
  { path: paymentPath(':id'), audience: 'parent', Component: PaymentPage },
]
