import { describe, expect, it } from 'vitest'
import { menuItem } from '../test/fixtures'
import { buildMenuTree, currentMenuPath, flattenMenu } from './menu-tree'

const items = [
  menuItem({ ID: 1, label: 'Dashboard', path: '/overview', icon: 'Dashboard' }),
  menuItem({ ID: 2, label: 'Settings', path: '/settings', icon: 'Settings' }),
  menuItem({ ID: 3, label: 'Level Management', path: '/settings/levelmanagement', fkNavigation: 2 }),
  menuItem({
    ID: 4,
    label: 'Centre Management',
    path: '/settings/centremanagement',
    fkNavigation: 2,
    active: false,
  }),
  menuItem({ ID: 5, label: 'Bus', path: '/busmanagement' }),
]

describe('buildMenuTree', () => {
  it('nests entries under their parent by fkNavigation, keeping the server order', () => {
    const tree = buildMenuTree(items)
    expect(tree.map((node) => node.label)).toEqual(['Dashboard', 'Settings', 'Bus'])
    expect(tree[1].children.map((node) => node.label)).toEqual(['Level Management', 'Centre Management'])
    expect(tree[1].children[1].active).toBe(false)
  })

  it('nests a child listed before its parent', () => {
    const tree = buildMenuTree([items[2], items[1]])
    expect(tree).toHaveLength(1)
    expect(tree[0].children[0].label).toBe('Level Management')
  })

  it('shows an entry whose parent is not in the list at the top level', () => {
    const tree = buildMenuTree([menuItem({ ID: 9, label: 'Orphan', path: '/x', fkNavigation: 42 })])
    expect(tree.map((node) => node.label)).toEqual(['Orphan'])
  })

  it('never loses entries caught in a parent loop', () => {
    const tree = buildMenuTree([
      menuItem({ ID: 1, label: 'A', fkNavigation: 2 }),
      menuItem({ ID: 2, label: 'B', fkNavigation: 1 }),
    ])
    expect(
      flattenMenu(tree)
        .map((node) => node.label)
        .sort(),
    ).toEqual(['A', 'B'])
  })
})

describe('currentMenuPath', () => {
  const tree = buildMenuTree(items)

  it('picks the most specific entry the address falls under', () => {
    expect(currentMenuPath(tree, '/settings/levelmanagement/edit/4')).toBe('/settings/levelmanagement')
  })

  it('treats /dashboard and /overview as the same page', () => {
    expect(currentMenuPath(tree, '/dashboard')).toBe('/overview')
  })

  it('matches whole path segments only', () => {
    expect(currentMenuPath(tree, '/busmanagementextra')).toBeNull()
  })
})

describe('flattenMenu', () => {
  it('lists entries depth first in menu order', () => {
    expect(flattenMenu(buildMenuTree(items)).map((node) => node.ID)).toEqual([1, 2, 3, 4, 5])
  })
})
