import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const RegistrationPage = lazy(() => import('./RegistrationPage'))

/** The parent's registration of an enquiry with a place offered (spec 002 section 2). */
export const registrationRoutes: AppRoute[] = [
  { path: '/overview/enrolment/:id', audience: 'parent', Component: RegistrationPage },
]

export const registrationPath = (enquiryId: number) => `/overview/enrolment/${enquiryId}`
