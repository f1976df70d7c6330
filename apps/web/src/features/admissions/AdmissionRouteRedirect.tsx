import { Navigate, useParams } from 'react-router'
import { admissionPaths } from './paths'

/**
 * The spec names one enquiry's enrolment /overview/enrolment/{id} (and its payment step /payment). A parent gets
 * the registration form there; staff get the enquiry as they work it, whose overview holds the registration's
 * stage and the payment panel, so a link of either form (an email, a colleague's message) opens it.
 */
export default function AdmissionRouteRedirect() {
  const { id } = useParams()
  return <Navigate to={admissionPaths.detail(id ?? '')} replace />
}
