import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n'
import { menuHead, menuItem } from '../test/fixtures'
import { MenuTree } from './MenuTree'
import { buildMenuTree } from './menu-tree'

const tree = buildMenuTree([
  ...menuHead(),
  menuItem({
    ID: 4,
    label: 'Centre Management',
    path: '/settings/centremanagement',
    fkNavigation: 2,
    active: false,
  }),
  menuItem({ ID: 5, label: 'Buses', path: '/busmanagement', icon: 'NoSuchIcon', active: false }),
])

function renderMenu(path: string, collapsed = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <MenuTree nodes={tree} collapsed={collapsed} /> }],
    {
      initialEntries: [path],
    },
  )
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

  // axe's 'list' rule: a list holds only <li> items; entries and nested groups must never sit in it bare.
  it.each([
    ['expanded', false],
    ['collapsed to icons', true],
  ])('is a navigation landmark of proper lists (%s)', (_state, collapsed) => {
    renderMenu('/settings/levelmanagement', collapsed)
    const nav = screen.getByRole('navigation', { name: 'Menu' })
    const lists = [...nav.querySelectorAll('ul')]
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) for (const child of list.children) expect(child.tagName).toBe('LI')
    // Three top-level entries, the open settings group holding its own list of two.
    expect(within(nav).getAllByRole('list')[0].children).toHaveLength(3)
    if (!collapsed) expect(within(nav).getAllByRole('list')[1].children).toHaveLength(2)
  })

  it('follows an active entry', () => {
    const router = renderMenu('/settings/levelmanagement')
    fireEvent.click(screen.getByTestId('menu-item-overview'))
    expect(router.state.location.pathname).toBe('/overview')
  })
})
