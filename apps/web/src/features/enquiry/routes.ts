import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { enquiryPaths } from './paths'

const EnquiryFormPage = lazy(() => import('./EnquiryFormPage'))
const EnquirySuccessPage = lazy(() => import('./EnquirySuccessPage'))

/**
 * The enquiry form ('Get Started'), open to anyone; /parentenquiry is the signed-in parent's variant (their own
 * details filled in and locked); the success page is open to anyone too (spec 000 section 2).
 */
export const enquiryRoutes: AppRoute[] = [
  { path: enquiryPaths.form, audience: 'all', gate: 'open', texts: 'public', Component: EnquiryFormPage },
  { path: enquiryPaths.parentForm, audience: 'parent', Component: EnquiryFormPage },
  {
    path: enquiryPaths.success,
    audience: 'all',
    gate: 'open',
    texts: 'public',
    Component: EnquirySuccessPage,
  },
]
