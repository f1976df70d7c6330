import { createContext, useCallback, useContext } from 'react'
import { matchPath } from 'react-router'
import type { AppRoute } from '../route-types'
import { useSession } from '../session/session-context'

/** Every registered screen, for questions like "can this user open that path?". */
export const RoutesContext = createContext<readonly AppRoute[]>([])

/** The spec: staff get the staff route set, everyone else the parent set; 'all' routes are in both. */
export const inRouteSet = (route: AppRoute, isStaff: boolean) =>
  route.audience === 'all' || route.audience === (isStaff ? 'staff' : 'parent')

/** Whether the signed-in user would get a screen (not not-found, not no-access) at a path. */
export function useCanOpen(): (path: string) => boolean {
  const routes = useContext(RoutesContext)
  const { isStaff, can } = useSession()
  return useCallback(
    (path: string) => {
      const pathname = path.split(/[?#]/)[0]
      return routes.some(
        (route) =>
          !route.gate &&
          matchPath({ path: route.path, end: true }, pathname) !== null &&
          inRouteSet(route, isStaff) &&
          (!route.requires || can(route.requires)),
      )
    },
    [routes, isStaff, can],
  )
}
