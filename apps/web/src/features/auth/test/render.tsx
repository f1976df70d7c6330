import '../../../i18n'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { type ReactElement, StrictMode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { type Session, SessionContext } from '../../../shell/session/session-context'
import { BrandingContext, type BrandingContextValue } from '../../../shell/theme/branding-context'
import { buildTheme } from '../../../shell/theme/build-theme'

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

/** Renders one screen at `path` with the providers the shell gives it; `url` is the address opened. */
export function renderAt(path: string, url: string, element: ReactElement, session: Session = fakeSession()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  // StrictMode as in main.tsx: effects run twice, which single-use calls (codes, tokens) must survive.
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={buildTheme()}>
          <BrandingContext.Provider value={branding}>
            <SessionContext.Provider value={session}>
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route path={path} element={element} />
                  <Route path="*" element={<LocationProbe />} />
                </Routes>
              </MemoryRouter>
            </SessionContext.Provider>
          </BrandingContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  return { ...view, session }
}
