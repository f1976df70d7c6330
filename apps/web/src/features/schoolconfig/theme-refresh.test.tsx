import '../../i18n'
import { useTheme } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStore, writeStore } from '../../lib/store'
import { SchoolThemeProvider } from '../../shell/theme/SchoolThemeProvider'
import { mockGraphQL } from '../../test/graphql-mock'
import SchoolConfigPage from './SchoolConfigPage'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 2 }, can: () => true }),
}))

function AppPrimary() {
  return <output data-testid="app-primary">{useTheme().palette.primary.main}</output>
}

/** The server's configuration of school 2, changed by updateSchoolConfig as the API would. */
function fakeServer(initial: Record<string, string>) {
  let values = { ...initial }
  const rows = () => Object.entries(values).map(([key, value], i) => ({ ID: i + 1, fkSchool: 2, key, value }))
  return mockGraphQL({
    findAllSchoolConfig: () => ({
      data: {
        findAllSchoolConfig: { totalCount: rows().length, data: rows() },
        findSchool: { ID: 2, name: 'Little Seeds' },
      },
    }),
    updateSchoolConfig: ({ entries }) => {
      for (const e of entries as { key: string; value: string }[]) values = { ...values, [e.key]: e.value }
      return { data: { updateSchoolConfig: rows() } }
    },
  })
}

function renderApp(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  render(
    <QueryClientProvider client={client}>
      <SchoolThemeProvider>
        <AppPrimary />
        <MemoryRouter initialEntries={['/settings/schoolconfig']}>{children}</MemoryRouter>
      </SchoolThemeProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Typing into a form of some twenty fields takes a few seconds in jsdom.
describe('a saved theme reaches the app', () => {
  it('on load: the cached colours paint first, then the server’s replace them and the cache', async () => {
    writeStore({ fkSchool: 2, theme: { primary_color: '#C2185B' } })
    fakeServer({ primary_color: '#7B1FA2' })
    renderApp(null)
    expect(screen.getByTestId('app-primary').textContent).toBe('#C2185B')
    await waitFor(() => expect(screen.getByTestId('app-primary').textContent).toBe('#7B1FA2'))
    expect(readStore().theme?.primary_color).toBe('#7B1FA2')
  })

  it('on save: the app repaints at once and caches the new colours for the next load', async () => {
    writeStore({ fkSchool: 2 })
    const api = fakeServer({ primary_color: '#00695C' })
    const user = renderApp(<SchoolConfigPage />)
    const primary = (await screen.findByTestId('config-primary_color')) as HTMLInputElement
    await waitFor(() => expect(readStore().theme?.primary_color).toBe('#00695C'))
    await user.clear(primary)
    await user.type(primary, '#1D4ED8')
    await user.click(screen.getByTestId('schoolconfig-save'))
    await waitFor(() => expect(screen.getByTestId('app-primary').textContent).toBe('#1D4ED8'))
    expect(readStore().theme?.primary_color).toBe('#1D4ED8')
    expect(api.called('SchoolTheme').length).toBeGreaterThanOrEqual(2)
  })
})
