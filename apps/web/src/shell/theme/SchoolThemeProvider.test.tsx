import { useTheme } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStore, writeStore } from '../../lib/store'
import { mockGraphQL } from '../../test/graphql-mock'
import { testQueryClient } from '../test/render-app'
import { useSchoolBranding } from './branding-context'
import { DEFAULT_COLOURS } from './default-colours'
import { SchoolThemeProvider } from './SchoolThemeProvider'

function Probe() {
  const theme = useTheme()
  const branding = useSchoolBranding()
  return (
    <dl>
      <dt>primary</dt>
      <dd data-testid="primary">{theme.palette.primary.main}</dd>
      <dt>logo</dt>
      <dd data-testid="logo">{branding.logoUrl ?? 'none'}</dd>
      <dt>banner</dt>
      <dd data-testid="banner">{branding.loginBanner ?? 'none'}</dd>
      <dt>name</dt>
      <dd data-testid="name">{branding.name ?? 'none'}</dd>
      <dt>font</dt>
      <dd data-testid="font">{String(theme.typography.fontFamily)}</dd>
    </dl>
  )
}

const renderTheme = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SchoolThemeProvider>
        <Probe />
      </SchoolThemeProvider>
    </QueryClientProvider>,
  )

const config = (fkSchool: number, values: Record<string, string>) => ({
  data: {
    findAllSchoolConfig: {
      totalCount: Object.keys(values).length,
      data: Object.entries(values).map(([key, value], index) => ({ ID: index + 1, fkSchool, key, value })),
    },
    findSchool: { ID: fkSchool, name: 'Little Seeds' },
  },
})

const text = (id: string) => screen.getByTestId(id).textContent

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SchoolThemeProvider', () => {
  it("themes the app with the stored school's configuration, exposes its branding and caches it", async () => {
    writeStore({ fkSchool: 2 })
    const api = mockGraphQL({
      findAllSchoolConfig: ({ fkSchool }) =>
        config(Number(fkSchool), {
          primary_color: '#7b1fa2',
          logo_url: '/logo.png',
          login_banner: '/banner.jpg',
        }),
    })
    renderTheme()
    await waitFor(() => expect(text('primary')).toBe('#7b1fa2'))
    expect(api.calls[0].variables).toEqual({ fkSchool: 2 })
    expect(text('logo')).toBe('/logo.png')
    expect(text('banner')).toBe('/banner.jpg')
    expect(text('name')).toBe('Little Seeds')
    expect(text('font')).toContain('Lato')
    expect(readStore().theme).toMatchObject({ primary_color: '#7b1fa2', logo_url: '/logo.png' })
  })

  it('uses the fallback school without a stored one', async () => {
    const api = mockGraphQL({ findAllSchoolConfig: ({ fkSchool }) => config(Number(fkSchool), {}) })
    renderTheme()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0].variables).toEqual({ fkSchool: 3 })
  })

  it('paints at once from the cached configuration', () => {
    writeStore({ fkSchool: 2, theme: { primary_color: '#c2185b', logo_url: '/cached.png' } })
    mockGraphQL({ findAllSchoolConfig: () => new Promise(() => undefined) })
    renderTheme()
    expect(text('primary')).toBe('#c2185b')
    expect(text('logo')).toBe('/cached.png')
  })

  it('uses the default theme when loading fails', async () => {
    writeStore({ theme: { primary_color: '#c2185b' } })
    mockGraphQL({ findAllSchoolConfig: () => ({ errors: [{ message: 'Something went wrong' }] }) })
    renderTheme()
    await waitFor(() => expect(text('primary')).toBe(DEFAULT_COLOURS.primary))
    expect(text('logo')).toBe('none')
  })
})
