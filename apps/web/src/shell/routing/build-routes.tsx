import type { RouteObject } from 'react-router'
import type { AppRoute } from '../route-types'
import { AllTexts } from './AllTexts'
import { AuthGate } from './AuthGate'
import { OpenGate } from './OpenGate'
import { ProtectedGate } from './ProtectedGate'
import { RootRedirect } from './RootRedirect'
import { RouteErrorScreen } from './RouteErrorScreen'
import { NotFoundPage, RouteScreen } from './RouteScreen'
import { SessionRoot } from './SessionRoot'

type Gate = NonNullable<AppRoute['gate']> | 'signedIn'

/** Routes grouped by gate and path: a path may hold a staff and a parent screen, picked per user. */
function groupRoutes(routes: readonly AppRoute[]) {
  const groups = new Map<Gate, Map<string, AppRoute[]>>()
  for (const route of routes) {
    const gate: Gate = route.gate ?? 'signedIn'
    const byPath = groups.get(gate) ?? new Map<string, AppRoute[]>()
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route])
    groups.set(gate, byPath)
  }
  return (gate: Gate) => [...(groups.get(gate) ?? new Map<string, AppRoute[]>())]
}

/** The route tree of the spec's routing rules, for createBrowserRouter (and createMemoryRouter in tests). */
export function buildRoutes(routes: readonly AppRoute[]): RouteObject[] {
  const group = groupRoutes(routes)
  // The auth gate loads every text itself; an open screen waits for them unless the public bundle is enough.
  const anyone = (gate: 'auth' | 'open') =>
    group(gate).map(([path, [route]]): RouteObject => ({
      path,
      element:
        gate === 'auth' || route.texts === 'public' ? (
          <route.Component />
        ) : (
          <AllTexts>
            <route.Component />
          </AllTexts>
        ),
    }))
  return [
    {
      path: '/',
      element: <SessionRoot routes={routes} />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <RootRedirect /> },
        { element: <AuthGate />, children: anyone('auth') },
        {
          element: <OpenGate />,
          children: [
            ...anyone('open'),
            { path: 'notfound', element: <NotFoundPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <ProtectedGate />,
          children: group('signedIn').map(([path, candidates]) => ({
            path,
            element: <RouteScreen routes={candidates} />,
          })),
        },
      ],
    },
  ]
}
