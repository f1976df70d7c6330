import { Outlet } from 'react-router'
import { AppLayout } from '../layout/AppLayout'
import { PublicLayout } from '../layout/PublicLayout'
import { CentredProgress } from '../pages/CentredProgress'
import { useSession } from '../session/session-context'
import { ScreenFrame } from './ScreenFrame'

/** Pages open to anyone: inside the signed-in layout for a signed-in user, the public one for a visitor. */
export function OpenGate() {
  const { status } = useSession()
  if (status === 'loading') return <CentredProgress fullPage />
  const Layout = status === 'ready' ? AppLayout : PublicLayout
  return (
    <Layout>
      <ScreenFrame>
        <Outlet />
      </ScreenFrame>
    </Layout>
  )
}
