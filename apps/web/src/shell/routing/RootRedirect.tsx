import { Navigate, useLocation } from 'react-router'
import { DASHBOARD_PATH, LOGIN_PATH } from '../session/redirect'
import { useSession } from '../session/session-context'
import { authPathForQuery } from './auth-query'

/** The root: a link's token opens its auth form; otherwise the dashboard when a token is stored, else login. */
export function RootRedirect() {
  const { search } = useLocation()
  const { token } = useSession()
  const authPath = authPathForQuery(search)
  if (authPath) return <Navigate to={`${authPath}${search}`} replace />
  // Login keeps the query (such as ?fkSchool=2), the school's page to sign in on.
  return <Navigate to={token ? DASHBOARD_PATH : `${LOGIN_PATH}${search}`} replace />
}
