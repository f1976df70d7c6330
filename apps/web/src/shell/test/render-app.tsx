import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '../../i18n'
import type { AppRoute } from '../route-types'
import { buildRoutes } from '../routing/build-routes'
import { SchoolThemeProvider } from '../theme/SchoolThemeProvider'

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })

/** The whole shell at an address, with the given screens registered (network mocked by the caller). */
export function renderApp(path: string, routes: readonly AppRoute[]) {
  const router = createMemoryRouter(buildRoutes(routes), { initialEntries: [path] })
  const utils = render(
    <QueryClientProvider client={testQueryClient()}>
      <SchoolThemeProvider>
        <RouterProvider router={router} />
      </SchoolThemeProvider>
    </QueryClientProvider>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...utils, router, location }
}
