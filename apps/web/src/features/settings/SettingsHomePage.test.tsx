import type { ActionKey } from '@preschool/domain'
import { cleanup, screen, within } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeStore } from '../../lib/store'
import type { MenuItem } from '../../shell/layout/documents'
import type { AppRoute } from '../../shell/route-types'
import type { Me } from '../../shell/session/documents'
import { buildMe, emptyTheme, menuHead, menuItem, meReply } from '../../shell/test/fixtures'
import { renderApp } from '../../shell/test/render-app'
import { type GraphQLReply, mockGraphQL } from '../../test/graphql-mock'
import { settingsRoutes } from './routes'

const screenAt = (path: string, requires?: ActionKey): AppRoute => ({
  path,
  audience: 'staff',
  requires,
  Component: lazy(async () => ({ default: () => <p>{path}</p> })),
})

const routes: AppRoute[] = [
  ...settingsRoutes,
  screenAt('/settings/levelmanagement', 'levels.read'),
  screenAt('/settings/centremanagement', 'centres.read'),
  // A screen added later by another feature, with no description of its own in the text bundle.
  screenAt('/settings/newthing'),
]

const menu = [
  ...menuHead(),
  menuItem({ ID: 4, label: 'Centre Management', path: '/settings/centremanagement', fkNavigation: 2 }),
  menuItem({ ID: 5, label: 'Holidays', path: '/settings/holidaymanagement', fkNavigation: 2, active: false }),
  menuItem({ ID: 6, label: 'New Thing', path: '/settings/newthing', fkNavigation: 2 }),
]

function network(me: Me, sidebar: () => GraphQLReply = () => ({ data: { findSidebarMenuByUser: menu } })) {
  return mockGraphQL({
    findAllSchoolConfig: () => emptyTheme,
    me: () => meReply(me),
    findSidebarMenuByUser: sidebar,
    getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
  })
}

beforeEach(() => {
  localStorage.clear()
  writeStore({ userToken: 'token' })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the settings home', () => {
  it('shows a card with title and description for each active settings screen the user can open', async () => {
    network(buildMe({ staff: true, can: ['levels.read'] }))
    renderApp('/settings', routes)
    const cards = await screen.findByTestId('settings-cards')
    const items = within(cards).getAllByRole('listitem')
    // Centre management needs centres.read, holidays are switched off: neither is offered.
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Level ManagementAge levels and the programmes each one offers.',
      // A screen without a description shows its name, not a placeholder line.
      'New Thing',
    ])
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/settings/levelmanagement')
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
  })

  it('says so when the user can open none of them', async () => {
    network(buildMe({ staff: true, can: [] }), () => ({
      data: { findSidebarMenuByUser: menu.filter((item: MenuItem) => item.ID !== 6) },
    }))
    renderApp('/settings', routes)
    expect((await screen.findByTestId('settings-empty')).textContent).toBe(
      'No settings are available to you.',
    )
  })

  it('shows the menu error', async () => {
    network(buildMe({ staff: true, can: ['levels.read'] }), () => ({
      errors: [{ message: 'Something went wrong' }],
    }))
    renderApp('/settings', routes)
    expect((await screen.findByTestId('settings-error')).textContent).toBe('Something went wrong')
  })

  it('is not a page for parents', async () => {
    network(buildMe())
    renderApp('/settings', routes)
    expect(await screen.findByTestId('not-found')).toBeTruthy()
  })
})
