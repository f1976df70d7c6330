import '../i18n'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ReactElement, StrictMode } from 'react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'
import { type Session, SessionContext } from '../shell/session/session-context'
import { BrandingContext, type BrandingContextValue } from '../shell/theme/branding-context'
import { buildTheme } from '../shell/theme/build-theme'
import { buildMe } from '../shell/test/fixtures'

/** Shows where the app navigated to, so tests can assert it. */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: null,
    status: 'anonymous',
    me: null,
    error: null,
    isStaff: false,
    isPrincipalView: false,
    can: () => false,
    signIn: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    retry: vi.fn(),
    ...overrides,
  }
}

const branding: BrandingContextValue = {
  schoolId: 3,
  name: 'Little Oaks',
  logoUrl: null,
  loginBanner: null,
  setSchoolId: () => undefined,
}

interface Options {
  /** The route pattern the element is mounted at ('/levels/:id'); '*' unless given. */
  path?: string
  /** The address opened; `path` unless given. */
  url?: string
  session?: Session
  /** Other screens reachable by navigation (the list a form returns to); anything else shows the location probe. */
  routes?: { path: string; element: ReactElement }[]
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/**
 * The one way web tests render a screen: the providers the shell gives it (query client, theme, branding, session)
 * and a data router (so useBlocker works), at `url`. Any other address shows a probe with the location, so tests
 * can assert where the app went (`location()` or the probe's text). Pair it with `mockGraphQL` for the network.
 */
export function renderWithProviders(element: ReactElement, options: Options = {}) {
  const { path = '*', session = fakeSession(), routes = [] } = options
  const url = options.url ?? (path === '*' ? '/' : path)
  const queryClient = testQueryClient()
  const router = createMemoryRouter(
    [{ path, element }, ...routes, ...(path === '*' ? [] : [{ path: '*', element: <LocationProbe /> }])],
    { initialEntries: [url] },
  )
  // StrictMode as in main.tsx: effects run twice, which single-use calls (codes, tokens) must survive.
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={buildTheme()}>
          <BrandingContext.Provider value={branding}>
            <SessionContext.Provider value={session}>
              <RouterProvider router={router} />
            </SessionContext.Provider>
          </BrandingContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, session, router, queryClient, location, user: userEvent.setup() }
}

/** The same, named as the screen tests of sign-in have always called it. */
export const renderAt = (
  path: string,
  url: string,
  element: ReactElement,
  session: Session = fakeSession(),
) => renderWithProviders(element, { path, url, session })

/** A signed-in staff member holding the given permissions ('levels.write'). */
export function staffSession(
  permissions: readonly string[],
  me: Partial<NonNullable<Session['me']>> = {},
): Session {
  return fakeSession({
    status: 'ready',
    token: 'token',
    isStaff: true,
    me: { ...buildMe({ staff: true }), ...me },
    can: (key) => permissions.includes(key),
  })
}
