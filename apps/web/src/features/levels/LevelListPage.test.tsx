import { LevelMsg, Messages } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import type { Level } from './documents'
import LevelListPage from './LevelListPage'
import { buildLevel as level } from './test-fixtures'

const listOf = (levels: Level[]) => ({
  data: { findAllLevelsConfig: { totalCount: levels.length, data: levels } },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderList(permissions: string[]) {
  return renderWithProviders(<LevelListPage />, {
    path: '/settings/levelmanagement',
    session: staffSession(permissions, { fkSchool: 3 }),
  }).user
}

const k1 = level({ ID: 2, label: 'K1', fromMonth: 60, toMonth: 72, promotionDate: null, active: false })
const n1 = level({})
const playgroup = level({ ID: 3, label: 'Playgroup', fromMonth: 18, toMonth: 36, isInfant: true })

describe('LevelListPage', () => {
  it('lists levels by fromMonth with ages, programmes, dates and status', async () => {
    mockGraphQL({ findAllLevelsConfig: () => listOf([k1, n1, playgroup]) })
    renderList(['levels.read'])
    const rows = await screen.findAllByTestId(/^level-row-/)
    expect(rows.map((r) => r.dataset.testid)).toEqual(['level-row-3', 'level-row-1', 'level-row-2'])
    const nursery = within(screen.getByTestId('level-row-1'))
    expect(screen.getByTestId('level-age-1').textContent).toBe('36–48 months (3–4 years)')
    expect(nursery.getByText('Full Day 07:00–19:00')).toBeTruthy()
    expect(nursery.getByText('15/01/2027')).toBeTruthy()
    expect(screen.getByTestId('level-age-3').textContent).toBe('18–36 months (1.5–3 years)')
    expect(within(screen.getByTestId('level-row-2')).getByText('Inactive')).toBeTruthy()
  })

  it('offers no add, edit or delete to read-only staff', async () => {
    mockGraphQL({ findAllLevelsConfig: () => listOf([n1]) })
    renderList(['levels.read'])
    await screen.findByTestId('level-row-1')
    expect(screen.queryByTestId('level-add')).toBeNull()
    expect(screen.queryByTestId('level-edit-1')).toBeNull()
    expect(screen.queryByTestId('level-delete-1')).toBeNull()
  })

  it('offers add, edit and delete to staff with levels.write', async () => {
    mockGraphQL({ findAllLevelsConfig: () => listOf([n1]) })
    renderList(['levels.read', 'levels.write'])
    await screen.findByTestId('level-row-1')
    expect(screen.getByTestId('level-add').getAttribute('href')).toBe('/settings/levelmanagement/add')
    const edit = screen.getByRole('link', { name: 'Edit Nursery 1' })
    expect(edit.getAttribute('href')).toBe('/settings/levelmanagement/edit/1')
    expect(screen.getByRole('button', { name: 'Delete Nursery 1' })).toBeTruthy()
  })

  it("asks before deleting and shows the server's refusal in the dialog", async () => {
    const api = mockGraphQL({
      findAllLevelsConfig: () => listOf([n1]),
      removeLevelForSchool: () => gqlError(LevelMsg.inUse, 'CONFLICT'),
    })
    const user = renderList(['levels.read', 'levels.write'])
    await user.click(await screen.findByTestId('level-delete-1'))
    const dialog = await screen.findByTestId('level-delete-dialog')
    expect(within(dialog).getByText('Delete the level Nursery 1? This cannot be undone.')).toBeTruthy()
    await user.click(within(dialog).getByTestId('level-delete-confirm'))
    expect((await within(dialog).findByTestId('level-delete-error')).textContent).toBe(LevelMsg.inUse)
    expect(api.callsOf('removeLevelForSchool')[0].variables).toEqual({ IDSchool: 3, levelID: 1 })
  })

  it('deletes after confirmation, refetches the list and says so', async () => {
    let levels = [n1, k1]
    const api = mockGraphQL({
      findAllLevelsConfig: () => listOf(levels),
      removeLevelForSchool: () => {
        levels = [k1]
        return { data: { removeLevelForSchool: true } }
      },
    })
    const user = renderList(['levels.read', 'levels.write'])
    await user.click(await screen.findByTestId('level-delete-1'))
    await user.click(await screen.findByTestId('level-delete-confirm'))
    expect((await screen.findByTestId('levels-notice')).textContent).toContain('Level Nursery 1 deleted')
    await waitFor(() => expect(screen.queryByTestId('level-row-1')).toBeNull())
    expect(api.callsOf('findAllLevelsConfig')).toHaveLength(2)
  })

  it('shows No Data Found when the school has no levels', async () => {
    mockGraphQL({ findAllLevelsConfig: () => listOf([]) })
    renderList(['levels.read'])
    expect((await screen.findByTestId('levels-empty')).textContent).toBe(Messages.noDataFound)
  })

  it('shows the error when the list cannot be loaded', async () => {
    mockGraphQL({ findAllLevelsConfig: () => gqlError('unauthorized', 'FORBIDDEN') })
    renderList(['levels.read'])
    expect((await screen.findByTestId('levels-error')).textContent).toContain('unauthorized')
  })
})
