import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStore, writeStore } from '../../lib/store'
import type { AppRoute } from '../route-types'
import { useSession } from '../session/session-context'
import { buildMe, emptyTheme, meReply } from '../test/fixtures'
import { mockGraphQL, unauthorized } from '../../test/graphql-mock'
import { renderApp } from '../test/render-app'

vi.mock('../session/reload-page', () => ({ reloadPage: vi.fn(), reloadAt: vi.fn() }))

const page = (text: string) => lazy(async () => ({ default: () => <p>{text}</p> }))

function TestLogin() {
  const { signIn } = useSession()
  return (
    <button type="button" onClick={() => void signIn('fresh-token')}>
      sign in
    </button>
  )
}

const routes: AppRoute[] = [
  { path: '/login', audience: 'all', gate: 'auth', Component: lazy(async () => ({ default: TestLogin })) },
  { path: '/register', audience: 'all', gate: 'auth', Component: page('register page') },
  { path: '/reset', audience: 'all', gate: 'auth', Component: page('reset page') },
  { path: '/forgot', audience: 'all', gate: 'auth', Component: page('forgot page') },
  { path: '/sso', audience: 'all', gate: 'auth', Component: page('sso page') },
  { path: '/enquiry', audience: 'all', gate: 'open', Component: page('enquiry page') },
  { path: '/dashboard', audience: 'all', Component: page('dashboard page') },
  { path: '/calendar', audience: 'parent', Component: page('parent calendar') },
  { path: '/calendar', audience: 'staff', Component: page('staff calendar') },
  {
    path: '/settings/levelmanagement',
    audience: 'staff',
    requires: 'levels.read',
    Component: page('levels page'),
  },
]

const parent = buildMe()
const staff = buildMe({ staff: true, can: ['levels.read'] })

function network(me: ReturnType<typeof buildMe> | null) {
  return mockGraphQL({
    findAllSchoolConfig: () => emptyTheme,
    me: () => (me ? meReply(me) : unauthorized),
    findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: [] } }),
    getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
    logout: () => ({ data: { logout: true } }),
  })
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('root route', () => {
  it('redirects a visitor to login', async () => {
    network(null)
    const app = renderApp('/', routes)
    await waitFor(() => expect(app.location()).toBe('/login'))
  })

  it('redirects a user with a stored token to the dashboard', async () => {
    writeStore({ userToken: 'token' })
    network(parent)
    const app = renderApp('/', routes)
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(app.location()).toBe('/dashboard')
  })
})

describe('protected routes', () => {
  it('send a visitor to login with the encoded path and query', async () => {
    network(null)
    const app = renderApp('/settings/levelmanagement?tab=2&q=x', routes)
    await waitFor(() =>
      expect(app.location()).toBe('/login?redirect=%2Fsettings%2Flevelmanagement%3Ftab%3D2%26q%3Dx'),
    )
  })

  it('follow the redirect after sign-in', async () => {
    const api = network(staff)
    const app = renderApp('/settings/levelmanagement?tab=2', routes)
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }))
    expect(await screen.findByText('levels page')).toBeTruthy()
    expect(app.location()).toBe('/settings/levelmanagement?tab=2')
    expect(readStore().userToken).toBe('fresh-token')
    expect(api.called('Me').at(-1)?.authorization).toBe('Bearer fresh-token')
  })

  it('a signed-in user given a redirect on login goes there', async () => {
    writeStore({ userToken: 'token' })
    network(staff)
    const app = renderApp('/login?redirect=%2Fcalendar', routes)
    expect(await screen.findByText('staff calendar')).toBeTruthy()
    expect(app.location()).toBe('/calendar')
  })

  it('sign-in without a redirect opens the dashboard', async () => {
    network(parent)
    const app = renderApp('/login', routes)
    fireEvent.click(await screen.findByRole('button', { name: 'sign in' }))
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(app.location()).toBe('/dashboard')
  })

  it('an expired session drops the token and goes to login', async () => {
    writeStore({ userToken: 'expired', selectedChild: 4, theme: { primary_color: '#123456' } })
    network(null)
    const app = renderApp('/dashboard', routes)
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`))
    expect(readStore().userToken).toBeUndefined()
    expect(readStore().selectedChild).toBeUndefined()
  })

  it('a user without a role is signed out', async () => {
    writeStore({ userToken: 'token', selectedChild: 4 })
    network(buildMe({ userRoleRelations: [] }))
    const app = renderApp('/dashboard', routes)
    await waitFor(() => expect(app.location()).toMatch(/^\/login/))
    expect(readStore().userToken).toBeUndefined()
    expect(readStore().selectedChild).toBeUndefined()
  })
})

describe('auth routes', () => {
  it('send a signed-in user to the dashboard', async () => {
    writeStore({ userToken: 'token' })
    network(parent)
    const app = renderApp('/login', routes)
    expect(await screen.findByText('dashboard page')).toBeTruthy()
    expect(app.location()).toBe('/dashboard')
  })

  it.each([
    ['/login?register_token=abc', '/register?register_token=abc', 'register page'],
    ['/login?reset_password_token=r1', '/reset?reset_password_token=r1', 'reset page'],
    ['/login?authorization_token=s1', '/sso?authorization_token=s1', 'sso page'],
    ['/?register_token=abc&fkSchool=2', '/register?register_token=abc&fkSchool=2', 'register page'],
  ])('pick the form from a token in the query: %s', async (from, to, text) => {
    network(null)
    const app = renderApp(from, routes)
    expect(await screen.findByText(text)).toBeTruthy()
    expect(app.location()).toBe(to)
  })

  it('let a single-sign-on return through even with a stored token', async () => {
    writeStore({ userToken: 'old' })
    network(parent)
    const app = renderApp('/sso?authorization_token=s1', routes)
    expect(await screen.findByText('sso page')).toBeTruthy()
    expect(app.location()).toBe('/sso?authorization_token=s1')
  })
})

describe('route sets', () => {
  it('give a parent the parent screen', async () => {
    writeStore({ userToken: 'token' })
    network(parent)
    renderApp('/calendar', routes)
    expect(await screen.findByText('parent calendar')).toBeTruthy()
  })

  it('give staff the staff screen', async () => {
    writeStore({ userToken: 'token' })
    network(staff)
    renderApp('/calendar', routes)
    expect(await screen.findByText('staff calendar')).toBeTruthy()
  })

  it('show not found for a route outside the user set', async () => {
    writeStore({ userToken: 'token' })
    network(parent)
    renderApp('/settings/levelmanagement', routes)
    expect(await screen.findByTestId('not-found')).toBeTruthy()
    expect(screen.queryByText('levels page')).toBeNull()
  })

  it('show the no-access screen without the permission', async () => {
    writeStore({ userToken: 'token' })
    network(buildMe({ staff: true, can: [] }))
    renderApp('/settings/levelmanagement', routes)
    expect(await screen.findByText('You do not have sufficient access to view this')).toBeTruthy()
    expect(screen.queryByText('levels page')).toBeNull()
  })
})

describe('open and unknown pages', () => {
  it('render an open page for a visitor', async () => {
    network(null)
    const app = renderApp('/enquiry', routes)
    expect(await screen.findByText('enquiry page')).toBeTruthy()
    expect(app.location()).toBe('/enquiry')
  })

  it.each(['/notfound', '/no/such/page'])('show not found at %s', async (path) => {
    network(null)
    renderApp(path, routes)
    expect(await screen.findByTestId('not-found')).toBeTruthy()
  })
})

describe('logout', () => {
  it("ends the session on the server, clears the user's data, goes to the school's login and reloads", async () => {
    const { reloadAt } = await import('../session/reload-page')
    writeStore({ userToken: 'token', selectedChild: 3, fkSchool: 2, theme: { logo_url: '/logo.png' } })
    const api = network(parent)
    renderApp('/dashboard', routes)
    await screen.findByText('dashboard page')
    fireEvent.click(screen.getByTestId('user-menu'))
    fireEvent.click(await screen.findByTestId('logout'))
    // The parent's school (3), not the one the store held before sign-in.
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login?fkSchool=3'))
    expect(api.called('Logout')).toHaveLength(1)
    expect(readStore()).not.toHaveProperty('userToken')
    expect(readStore()).not.toHaveProperty('selectedChild')
    expect(readStore().fkSchool).toBe(3)
  })
})
