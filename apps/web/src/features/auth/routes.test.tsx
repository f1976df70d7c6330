import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStore } from '../../lib/store'
import type { AppRoute } from '../../shell/route-types'
import { buildMe, emptyTheme, meReply } from '../../shell/test/fixtures'
import { renderApp } from '../../shell/test/render-app'
import { mockGraphQL } from '../../test/graphql-mock'
import { authRoutes } from './routes'

const dashboard: AppRoute = {
  path: '/dashboard',
  audience: 'all',
  Component: lazy(async () => ({ default: () => <p>dashboard page</p> })),
}
const routes = [...authRoutes, dashboard]

const network = (extra: Parameters<typeof mockGraphQL>[0] = {}) =>
  mockGraphQL({
    findAllSchoolConfig: () => emptyTheme,
    me: () => meReply(buildMe()),
    findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: [] } }),
    getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
    ...extra,
  })

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('auth routes in the shell', () => {
  it('logs a parent in, stores the token and follows the redirect', async () => {
    network({ login: () => ({ data: { login: { token: 'session-token' } } }) })
    const app = renderApp(`/login?redirect=${encodeURIComponent('/dashboard?tab=1')}`, routes)
    const user = userEvent.setup()
    await user.type(await screen.findByTestId('login-email'), 'mei@example.com')
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}')
    await waitFor(() => expect(app.location()).toBe('/dashboard?tab=1'))
    expect(readStore().userToken).toBe('session-token')
  })

  it('shows the staff login on /login/staff', async () => {
    network()
    renderApp('/login/staff', routes)
    expect(await screen.findByTestId('staff-sso-button')).toBeTruthy()
    expect(screen.queryByTestId('login-forgot')).toBeNull()
  })

  it('opens register for a register link on the login address', async () => {
    network({
      registrationInfo: () => ({
        data: {
          registrationInfo: {
            userId: 1,
            email: 'a@example.com',
            firstname: 'A',
            maskedPhone: null,
            otpRequired: false,
          },
        },
      }),
    })
    const app = renderApp('/login?register_token=r1', routes)
    expect(await screen.findByTestId('register-form')).toBeTruthy()
    expect(app.location()).toBe('/register?register_token=r1')
  })
})
