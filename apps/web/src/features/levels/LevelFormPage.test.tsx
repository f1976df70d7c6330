import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import LevelFormPage from './LevelFormPage'
import LevelListPage from './LevelListPage'
import { buildLevel } from './test-fixtures'

const nursery = buildLevel({ ID: 7 })
const list = { data: { findAllLevelsConfig: { totalCount: 1, data: [nursery] } } }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const levelRoutes = [
  { path: '/settings/levelmanagement', element: <LevelListPage /> },
  { path: '/settings/levelmanagement/add', element: <LevelFormPage /> },
]

function renderAt(url: string) {
  return renderWithProviders(<LevelFormPage />, {
    path: '/settings/levelmanagement/edit/:id',
    url,
    session: staffSession(['levels.read', 'levels.write'], { fkSchool: 3 }),
    routes: levelRoutes,
  }).user
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement

describe('LevelFormPage', () => {
  it('creates a level without an ID, then shows the list with a success notice', async () => {
    const api = mockGraphQL({
      insertOrUpdateLevelForSchool: () => ({ data: { insertOrUpdateLevelForSchool: { ID: 7 } } }),
      findAllLevelsConfig: () => list,
    })
    const user = renderAt('/settings/levelmanagement/add')
    await user.type(input('level-label'), 'Nursery 1')
    await user.type(input('level-from-month'), '36')
    await user.type(input('level-to-month'), '48')
    await user.type(input('program-label-0'), 'Full Day')
    await user.type(input('program-from-0'), '07:00')
    await user.type(input('program-to-0'), '19:00')
    await user.click(screen.getByTestId('level-save'))

    expect((await screen.findByTestId('levels-notice')).textContent).toContain('Level Nursery 1 saved')
    const { variables } = api.callsOf('insertOrUpdateLevelForSchool')[0] as {
      variables: Record<string, Record<string, unknown>>
    }
    expect('levelID' in variables).toBe(false)
    expect('promotionDate' in variables.levelData).toBe(false)
    expect(variables).toMatchObject({
      IDSchool: 3,
      levelData: { label: 'Nursery 1', fromMonth: 36, toMonth: 48 },
    })
  })

  it('edits the level found in the list query and sends its ID and programme IDs', async () => {
    const api = mockGraphQL({
      insertOrUpdateLevelForSchool: () => ({ data: { insertOrUpdateLevelForSchool: { ID: 7 } } }),
      findAllLevelsConfig: () => list,
    })
    const user = renderAt('/settings/levelmanagement/edit/7')
    expect((await screen.findByTestId('level-label')) as HTMLInputElement).toHaveProperty(
      'value',
      'Nursery 1',
    )
    expect(input('level-promotion-date').value).toBe('15/01/2027')
    await user.clear(input('level-to-month'))
    await user.type(input('level-to-month'), '50')
    await user.click(screen.getByTestId('level-save'))

    await screen.findByTestId('levels-notice')
    expect(api.calls[0].field).toBe('findAllLevelsConfig')
    expect(api.callsOf('insertOrUpdateLevelForSchool')[0].variables).toEqual({
      IDSchool: 3,
      levelID: 7,
      levelData: {
        label: 'Nursery 1',
        fromMonth: 36,
        toMonth: 50,
        promotionDate: '2027-01-15',
        offOnSaturday: true,
        isInfant: false,
        active: true,
        programs: [{ ID: 11, label: 'Full Day', from: '07:00', to: '19:00' }],
      },
    })
  })

  it('says so when the level to edit does not exist', async () => {
    mockGraphQL({ findAllLevelsConfig: () => list })
    renderAt('/settings/levelmanagement/edit/99')
    expect((await screen.findByTestId('level-not-found')).textContent).toBe(
      'This level does not exist or has been deleted.',
    )
    expect(screen.queryByTestId('level-form')).toBeNull()
  })
})
