import { Outlet, ScrollRestoration } from 'react-router'
import type { AppRoute } from '../route-types'
import { SessionProvider } from '../session/SessionProvider'
import { RoutesContext } from './route-access'

/** The router's root: the session (it navigates, so it lives inside the router) and the registered routes. */
export function SessionRoot({ routes }: { routes: readonly AppRoute[] }) {
  return (
    <RoutesContext.Provider value={routes}>
      <SessionProvider>
        <Outlet />
        <ScrollRestoration />
      </SessionProvider>
    </RoutesContext.Provider>
  )
}
