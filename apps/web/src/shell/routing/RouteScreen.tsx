import { lazy } from 'react'
import { NoAccessPage } from '../pages/NoAccessPage'
import type { AppRoute } from '../route-types'
import { useSession } from '../session/session-context'
import { inRouteSet } from './route-access'

export const NotFoundPage = lazy(() => import('../pages/NotFoundPage'))

/**
 * A signed-in path's screen for this user: the route of their set (staff or parent) at that path; not found when
 * their set has none; the no-access screen when they lack its permission.
 */
export function RouteScreen({ routes }: { routes: readonly AppRoute[] }) {
  const { isStaff, can } = useSession()
  const route = routes.find((candidate) => inRouteSet(candidate, isStaff))
  if (!route) return <NotFoundPage />
  if (route.requires && !can(route.requires)) return <NoAccessPage />
  return <route.Component />
}
