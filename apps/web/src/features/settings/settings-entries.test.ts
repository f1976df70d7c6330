import { describe, expect, it } from 'vitest'
import { buildMenuTree } from '../../shell/layout/menu-tree'
import { menuItem } from '../../shell/test/fixtures'
import { descriptionKey, settingsEntries } from './settings-entries'

const tree = buildMenuTree([
  menuItem({ ID: 1, label: 'Dashboard', path: '/overview' }),
  menuItem({ ID: 2, label: 'Settings', path: '/settings' }),
  menuItem({ ID: 3, label: 'Level Management', path: '/settings/levelmanagement', fkNavigation: 2 }),
  menuItem({ ID: 4, label: 'Holidays', path: '/settings/holidaymanagement', fkNavigation: 2, active: false }),
  menuItem({ ID: 5, label: 'Centres', path: '/settings/centremanagement', fkNavigation: 2 }),
  menuItem({ ID: 6, label: 'Reports', path: null, fkNavigation: 2 }),
  menuItem({ ID: 7, label: 'Buses', path: '/busmanagement' }),
])

describe('settingsEntries', () => {
  it('keeps the active children of settings that the user can open, in menu order', () => {
    const open = new Set(['/settings/levelmanagement', '/settings/centremanagement', '/busmanagement'])
    expect(settingsEntries(tree, (path) => open.has(path)).map((e) => e.label)).toEqual([
      'Level Management',
      'Centres',
    ])
  })

  it('leaves out screens the user cannot open, and is empty without a settings entry', () => {
    expect(settingsEntries(tree, (path) => path === '/settings/levelmanagement').map((e) => e.ID)).toEqual([
      3,
    ])
    expect(
      settingsEntries(
        buildMenuTree([menuItem({ ID: 1, label: 'Dashboard', path: '/overview' })]),
        () => true,
      ),
    ).toEqual([])
  })
})

describe('descriptionKey', () => {
  it('takes the last part of the path', () => {
    expect(descriptionKey('/settings/levelmanagement')).toBe('levelmanagement')
    expect(descriptionKey('/settings/waitlisttags/')).toBe('waitlisttags')
    expect(descriptionKey('/settings/school-config')).toBe('schoolconfig')
  })
})
