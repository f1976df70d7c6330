import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStore, writeStore } from '../../lib/store'
import { mockGraphQL } from '../../test/graphql-mock'
import type { AppRoute } from '../route-types'
import { buildMe, emptyTheme, meReply } from '../test/fixtures'
import { renderApp } from '../test/render-app'

vi.mock('../session/reload-page', () => ({ reloadPage: vi.fn(), reloadAt: vi.fn() }))

const routes: AppRoute[] = [
  {
    path: '/dashboard',
    audience: 'all',
    Component: lazy(async () => ({ default: () => <p>dashboard page</p> })),
  },
]

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())

describe('logging out keeps the school', () => {
  it("sends staff to their school's single sign-on login, not the parents' login of the fallback school", async () => {
    const { reloadAt } = await import('../session/reload-page')
    writeStore({ userToken: 'token' })
    mockGraphQL({
      findAllSchoolConfig: () => emptyTheme,
      me: () => meReply(buildMe({ staff: true, fkSchool: 1 })),
      findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: [] } }),
      getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
      logout: () => ({ data: { logout: true } }),
    })
    renderApp('/dashboard', routes)
    await screen.findByText('dashboard page')
    fireEvent.click(screen.getByTestId('user-menu'))
    fireEvent.click(await screen.findByTestId('logout'))
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login/staff?fkSchool=1'))
    expect(readStore().fkSchool).toBe(1)
  })
})
