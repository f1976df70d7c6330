import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { preloadAppLayout, SignedInLayout } from '../layout/SignedInLayout'
import { CentredProgress } from '../../components/CentredProgress'
import { ErrorScreen } from '../pages/ErrorScreen'
import { loginRedirectFor } from '../session/redirect'
import { useSession } from '../session/session-context'
import { ScreenFrame } from './ScreenFrame'

/**
 * Signed-in pages. Without a token: login, remembering the page and its query (followed after sign-in). An
 * expired session ends up here too, once the session has dropped its token.
 */
export function ProtectedGate() {
  const { pathname, search } = useLocation()
  const session = useSession()
  // The signed-in layout loads while `me` does.
  useEffect(() => {
    if (session.token) void preloadAppLayout()
  }, [session.token])
  if (!session.token) return <Navigate to={loginRedirectFor(pathname, search)} replace />
  if (session.status === 'error')
    return <ErrorScreen onRetry={session.retry} message={session.error?.message} />
  if (session.status !== 'ready') return <CentredProgress fullPage />
  return (
    <SignedInLayout>
      <ScreenFrame>
        <Outlet />
      </ScreenFrame>
    </SignedInLayout>
  )
}
