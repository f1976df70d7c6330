import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n'
import { menuItem } from '../test/fixtures'
import { MenuTree } from './MenuTree'
import { buildMenuTree } from './menu-tree'

const tree = buildMenuTree([
  menuItem({ ID: 1, label: 'Dashboard', path: '/overview', icon: 'Dashboard' }),
  menuItem({ ID: 2, label: 'Settings', path: '/settings', icon: 'Settings' }),
  menuItem({
    ID: 3,
    label: 'Level Management',
    path: '/settings/levelmanagement',
    fkNavigation: 2,
    icon: 'Stairs',
  }),
  menuItem({
    ID: 4,
    label: 'Centre Management',
    path: '/settings/centremanagement',
    fkNavigation: 2,
    active: false,
  }),
  menuItem({ ID: 5, label: 'Buses', path: '/busmanagement', icon: 'NoSuchIcon', active: false }),
])

function renderMenu(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <MenuTree nodes={tree} /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(cleanup)

describe('MenuTree', () => {
  it('disables inactive entries and keeps them from navigating', () => {
    const router = renderMenu('/overview')
    const buses = screen.getByTestId('menu-item-busmanagement')
    expect(buses.getAttribute('aria-disabled')).toBe('true')
    expect(buses.tagName).not.toBe('A')
    fireEvent.click(buses)
    expect(router.state.location.pathname).toBe('/overview')
    // An unknown icon name gets the fallback icon rather than breaking the entry.
    expect(buses.querySelector('svg')).not.toBeNull()
  })

  it('expands and collapses a submenu', () => {
    renderMenu('/overview')
    const settings = screen.getByTestId('menu-item-settings')
    expect(settings.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByTestId('menu-item-settings-levelmanagement')).toBeNull()
    fireEvent.click(settings)
    expect(settings.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByTestId('menu-item-settings-centremanagement').getAttribute('aria-disabled')).toBe(
      'true',
    )
    fireEvent.click(settings)
    expect(settings.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the group holding the current page and highlights that entry', () => {
    renderMenu('/settings/levelmanagement/edit/3')
    expect(screen.getByTestId('menu-item-settings').getAttribute('aria-expanded')).toBe('true')
    const levels = screen.getByTestId('menu-item-settings-levelmanagement')
    expect(levels.getAttribute('aria-current')).toBe('page')
    expect(levels.className).toContain('Mui-selected')
    expect(screen.getByTestId('menu-item-overview').getAttribute('aria-current')).toBeNull()
  })

  it('follows an active entry', () => {
    const router = renderMenu('/settings/levelmanagement')
    fireEvent.click(screen.getByTestId('menu-item-overview'))
    expect(router.state.location.pathname).toBe('/overview')
  })
})
