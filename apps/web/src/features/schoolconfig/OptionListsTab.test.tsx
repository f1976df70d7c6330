import '../../i18n'
import { CodeCategory, ConfigCodeMsg } from '@preschool/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import type { AdminCode } from './documents'
import SchoolConfigPage from './SchoolConfigPage'

const session = vi.hoisted(() => ({ permissions: [] as string[] }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3 }, can: (key: string) => session.permissions.includes(key) }),
}))

const code = (overrides: Partial<AdminCode>): AdminCode => ({
  ID: 1,
  category: 'Race',
  label: 'Chinese',
  description: 'Chinese',
  sortOrder: 1,
  active: true,
  ...overrides,
})
const chinese = code({})
const retired = code({
  ID: 2,
  label: 'Retired',
  description: 'No longer offered',
  sortOrder: 9,
  active: false,
})
const listReply = (codes: AdminCode[]) => ({
  data: { findAllCodesForAdmin: { totalCount: codes.length, data: codes } },
})
const WRITE = ['schoolConfig.read', 'schoolConfig.write']

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Location() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderPage(permissions: string[], path = '/settings/schoolconfig?tab=options&category=Race') {
  session.permissions = permissions
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SchoolConfigPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const location = () => screen.getByTestId('location').textContent

describe('option lists', () => {
  it('opens from the tab and keeps the tab and category in the address', async () => {
    const api = mockGraphQL({
      findAllSchoolConfig: () => ({ data: { findAllSchoolConfig: { totalCount: 0, data: [] } } }),
      findAllCodesForAdmin: ({ searchCategory }) =>
        listReply(searchCategory === 'Race' ? [chinese] : [code({ ID: 7, label: 'Singapore Citizen' })]),
    })
    const user = renderPage(WRITE, '/settings/schoolconfig')
    await screen.findByTestId('schoolconfig-form')
    await user.click(screen.getByTestId('schoolconfig-tab-options'))
    expect(location()).toBe('/settings/schoolconfig?tab=options')
    // Nationality when the address names no category.
    await screen.findByTestId('code-row-7')
    const select = screen.getByTestId('codes-category') as HTMLSelectElement
    expect(select.value).toBe('Nationality')
    expect(within(select).getByRole('option', { name: 'Household income range' })).toBeTruthy()
    expect(select.options).toHaveLength(CodeCategory.length)
    await user.selectOptions(select, 'Race')
    await screen.findByTestId('code-row-1')
    expect(location()).toBe('/settings/schoolconfig?tab=options&category=Race')
    expect(api.callsOf('findAllCodesForAdmin').at(-1)?.variables).toEqual({
      IDSchool: 3,
      searchCategory: 'Race',
      pagination: { perPage: 500 },
    })
  })

  it('lists every code, inactive ones included, with a switch to show or hide each', async () => {
    let codes = [chinese, retired]
    const api = mockGraphQL({
      findAllCodesForAdmin: () => listReply(codes),
      setCodeActive: ({ codeID, active }) => {
        codes = codes.map((c) => (c.ID === codeID ? { ...c, active: Boolean(active) } : c))
        return { data: { setCodeActive: { ID: codeID, active } } }
      },
    })
    const user = renderPage(WRITE)
    const row = await screen.findByTestId('code-row-2')
    expect(within(row).getByText('No longer offered')).toBeTruthy()
    const toggle = screen.getByRole('switch', { name: 'Show Retired in forms' }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    await user.click(toggle)
    expect((await screen.findByTestId('codes-notice')).textContent).toBe('Option Retired is shown in forms')
    expect(api.callsOf('setCodeActive')[0].variables).toEqual({ IDSchool: 3, codeID: 2, active: true })
    await waitFor(() => expect((screen.getByTestId('code-active-2') as HTMLInputElement).checked).toBe(true))
  })

  it('adds a code to the chosen list after checking it like the server', async () => {
    const api = mockGraphQL({
      findAllCodesForAdmin: () => listReply([chinese, retired]),
      insertOrUpdateCode: () => ({
        data: { insertOrUpdateCode: { ID: 3, label: 'Eurasian', active: true } },
      }),
    })
    const user = renderPage(WRITE)
    await user.click(await screen.findByTestId('code-add'))
    expect(screen.getByRole('dialog', { name: 'Add option to Race' })).toBeTruthy()
    // After the last code's sort order.
    expect((screen.getByTestId('code-sort-order') as HTMLInputElement).value).toBe('10')
    await user.clear(screen.getByTestId('code-sort-order'))
    await user.type(screen.getByTestId('code-sort-order'), '-1')
    await user.click(screen.getByTestId('code-save'))
    expect((await screen.findAllByText('*Required')).length).toBe(2)
    expect(screen.getByText(ConfigCodeMsg.sortOrder)).toBeTruthy()
    expect(api.callsOf('insertOrUpdateCode')).toHaveLength(0)

    await user.type(screen.getByTestId('code-label'), 'Eurasian')
    await user.type(screen.getByTestId('code-description'), 'Eurasian')
    await user.clear(screen.getByTestId('code-sort-order'))
    await user.type(screen.getByTestId('code-sort-order'), '4')
    await user.click(screen.getByTestId('code-save'))
    expect((await screen.findByTestId('codes-notice')).textContent).toBe('Option Eurasian saved')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.callsOf('insertOrUpdateCode')[0].variables).toEqual({
      IDSchool: 3,
      category: 'Race',
      code: { label: 'Eurasian', description: 'Eurasian', sortOrder: 4, active: true },
    })
  })

  it('edits a code and shows a taken label under the label', async () => {
    const api = mockGraphQL({
      findAllCodesForAdmin: () => listReply([chinese, retired]),
      insertOrUpdateCode: () =>
        gqlError(ConfigCodeMsg.labelTaken, 'CONFLICT', { label: ConfigCodeMsg.labelTaken }),
    })
    const user = renderPage(WRITE)
    await user.click(await screen.findByRole('button', { name: 'Edit Retired' }))
    const label = screen.getByTestId('code-label') as HTMLInputElement
    expect(label.value).toBe('Retired')
    expect((screen.getByTestId('code-active') as HTMLInputElement).checked).toBe(false)
    await user.clear(label)
    await user.type(label, 'Chinese')
    await user.click(screen.getByTestId('code-save'))
    expect(await screen.findByText(ConfigCodeMsg.labelTaken)).toBeTruthy()
    expect(api.callsOf('insertOrUpdateCode')[0].variables).toMatchObject({ codeID: 2, category: 'Race' })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('offers no changes to read-only staff', async () => {
    mockGraphQL({ findAllCodesForAdmin: () => listReply([chinese, retired]) })
    renderPage(['schoolConfig.read'])
    const row = await screen.findByTestId('code-row-2')
    expect(within(row).getByText('Inactive')).toBeTruthy()
    expect(screen.queryByTestId('code-add')).toBeNull()
    expect(screen.queryByTestId('code-edit-2')).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('says when a list has no codes yet', async () => {
    mockGraphQL({ findAllCodesForAdmin: () => listReply([]) })
    renderPage(WRITE)
    expect((await screen.findByTestId('codes-empty')).textContent).toBe('This list has no options yet.')
  })
})
