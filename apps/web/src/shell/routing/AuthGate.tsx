import { Navigate, Outlet, useLocation } from 'react-router'
import { afterSignInPath } from '../session/redirect'
import { useSession } from '../session/session-context'
import { authPathForQuery, isSsoReturn } from './auth-query'
import { AllTexts } from './AllTexts'
import { ScreenFrame } from './ScreenFrame'

/**
 * The sign-in pages. A link's token picks the form whatever the path (/login?register_token=x shows register,
 * query kept); a signed-in user goes to the dashboard (or the page in ?redirect) instead, except on a
 * single-sign-on return, which is itself finishing a sign-in.
 */
export function AuthGate() {
  const { pathname, search } = useLocation()
  const { token } = useSession()
  const authPath = authPathForQuery(search)
  if (authPath && authPath !== pathname) return <Navigate to={`${authPath}${search}`} replace />
  // The redirect a visitor was given still holds once signed in (signIn itself navigates there too).
  if (token && !isSsoReturn(search)) {
    return <Navigate to={afterSignInPath(new URLSearchParams(search).get('redirect'))} replace />
  }
  return (
    <ScreenFrame fullPage>
      <AllTexts fullPage>
        <Outlet />
      </AllTexts>
    </ScreenFrame>
  )
}
