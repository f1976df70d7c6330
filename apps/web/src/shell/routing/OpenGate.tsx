import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { PublicLayout } from '../layout/PublicLayout'
import { preloadAppLayout, SignedInLayout } from '../layout/SignedInLayout'
import { CentredProgress } from '../../components/CentredProgress'
import { useSession } from '../session/session-context'
import { ScreenFrame } from './ScreenFrame'

/** Pages open to anyone: inside the signed-in layout for a signed-in user, the public one for a visitor. */
export function OpenGate() {
  const { status, token } = useSession()
  // A stored token means the signed-in layout is likely next: it loads while `me` does.
  useEffect(() => {
    if (token) void preloadAppLayout()
  }, [token])
  if (status === 'loading') return <CentredProgress fullPage />
  const Layout = status === 'ready' ? SignedInLayout : PublicLayout
  return (
    <Layout>
      <ScreenFrame>
        <Outlet />
      </ScreenFrame>
    </Layout>
  )
}
