import { Navigate, useLocation } from 'react-router'
import { classPaths } from './paths'

/**
 * The spec names the class screens both at the top level (/createclass, /details/{id}) and under
 * /classmanagement: the top-level forms lead to the nested ones, so a link of either form opens the screen.
 */
export default function ClassRouteRedirect() {
  const { pathname, search } = useLocation()
  return <Navigate to={`${classPaths.list}${pathname}${search}`} replace />
}
