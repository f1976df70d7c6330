import '../../i18n'
import { CentreMsg, Messages } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildCentre, centreList, renderCentres, stubGraphQL } from './test-fixtures'

const session = vi.hoisted(() => ({ permissions: [] as string[] }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3 }, can: (key: string) => session.permissions.includes(key) }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Head office with centres.write also holds centres.create and centres.remove, as the API's catalogue gives them. */
function renderList(permissions: string[], hq: boolean) {
  const headOffice = hq && permissions.includes('centres.write') ? ['centres.create', 'centres.remove'] : []
  session.permissions = [...permissions, ...headOffice]
  return renderCentres('/settings/centremanagement')
}

const sengkang = buildCentre()
const kovan = buildCentre({
  ID: 8,
  code: 'LS-KVN',
  label: 'Little Steps @ Kovan',
  active: false,
  addresses: [
    {
      ID: 80,
      address: 'Blk 209 Hougang Street 21',
      building: null,
      floor: null,
      unit: null,
      postcode: '530209',
      lat: 1.359079,
      lng: 103.885925,
    },
  ],
  centreLevels: [
    ...sengkang.centreLevels,
    {
      ID: 2,
      fkLevel: 3,
      fkProgram: 32,
      level: { ID: 3, label: 'Nursery 1', active: true },
      program: { ID: 32, label: 'Half Day', active: true },
    },
    {
      ID: 3,
      fkLevel: 5,
      fkProgram: 51,
      level: { ID: 5, label: 'K1', active: true },
      program: { ID: 51, label: 'Kindergarten (AM)', active: true },
    },
  ],
})

describe('CentreListPage', () => {
  it('lists centres with code, address, postal code, levels offered and status', async () => {
    stubGraphQL({ Centres: centreList([sengkang, kovan]) })
    renderList(['centres.read'], false)
    const row = within(await screen.findByTestId('centre-row-7'))
    expect(row.getByText('LS-SKG')).toBeTruthy()
    expect(row.getByText('339 Anchorvale Road, Anchorvale Village, #01-23')).toBeTruthy()
    expect(row.getByText('540339')).toBeTruthy()
    expect(screen.getByTestId('centre-levels-7').textContent).toBe('1 level')
    // Two programmes of one level count once.
    expect(screen.getByTestId('centre-levels-8').textContent).toBe('2 levels')
    expect(within(screen.getByTestId('centre-row-8')).getByText('Inactive')).toBeTruthy()
  })

  it('offers no add, edit or delete to read-only staff', async () => {
    stubGraphQL({ Centres: centreList([sengkang]) })
    renderList(['centres.read'], true)
    await screen.findByTestId('centre-row-7')
    expect(screen.queryByTestId('centre-add')).toBeNull()
    expect(screen.queryByTestId('centre-edit-7')).toBeNull()
    expect(screen.queryByTestId('centre-delete-7')).toBeNull()
  })

  it('lets centre staff with centres.write edit their centres, but not add or delete', async () => {
    stubGraphQL({ Centres: centreList([sengkang]) })
    renderList(['centres.read', 'centres.write'], false)
    await screen.findByTestId('centre-row-7')
    expect(screen.getByRole('link', { name: 'Edit Little Steps @ Sengkang' }).getAttribute('href')).toBe(
      '/settings/centremanagement/edit/7',
    )
    expect(screen.queryByTestId('centre-add')).toBeNull()
    expect(screen.queryByTestId('centre-delete-7')).toBeNull()
  })

  it('offers add, edit and delete to head office with centres.write', async () => {
    stubGraphQL({ Centres: centreList([sengkang]) })
    renderList(['centres.read', 'centres.write'], true)
    await screen.findByTestId('centre-row-7')
    expect(screen.getByTestId('centre-add').getAttribute('href')).toBe('/settings/centremanagement/add')
    expect(screen.getByTestId('centre-edit-7')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete Little Steps @ Sengkang' })).toBeTruthy()
  })

  it("asks before deleting and shows the server's refusal in the dialog", async () => {
    const api = stubGraphQL({
      Centres: centreList([sengkang]),
      RemoveCentre: {
        data: null,
        errors: [{ message: CentreMsg.hasChildren, extensions: { code: 'CONFLICT' } }],
      },
    })
    const user = renderList(['centres.read', 'centres.write'], true)
    await user.click(await screen.findByTestId('centre-delete-7'))
    const dialog = await screen.findByTestId('centre-delete-dialog')
    expect(
      within(dialog).getByText('Delete the centre Little Steps @ Sengkang? This cannot be undone.'),
    ).toBeTruthy()
    await user.click(within(dialog).getByTestId('centre-delete-confirm'))
    expect((await within(dialog).findByTestId('centre-delete-error')).textContent).toBe(CentreMsg.hasChildren)
    expect(api.sent('RemoveCentre')[0].variables).toEqual({ IDSchool: 3, centreID: 7 })
  })

  it('deletes after confirmation, refetches the list and says so', async () => {
    const api = stubGraphQL({
      Centres: [centreList([sengkang, kovan]), centreList([kovan])],
      RemoveCentre: { data: { removeCentreForSchool: true } },
    })
    const user = renderList(['centres.read', 'centres.write'], true)
    await user.click(await screen.findByTestId('centre-delete-7'))
    await user.click(await screen.findByTestId('centre-delete-confirm'))
    expect((await screen.findByTestId('centres-notice')).textContent).toContain(
      'Centre Little Steps @ Sengkang deleted',
    )
    await waitFor(() => expect(screen.queryByTestId('centre-row-7')).toBeNull())
    expect(api.sent('Centres')).toHaveLength(2)
  })

  it('filters by status and searches, leaving empty values out of the filter', async () => {
    const api = stubGraphQL({ Centres: centreList([sengkang]) })
    const user = renderList(['centres.read'], false)
    await screen.findByTestId('centre-row-7')
    expect(api.sent('Centres')[0].variables).toEqual({
      IDSchool: 3,
      filter: {},
      pagination: { page: 1, perPage: 50 },
    })
    await user.click(screen.getByTestId('centres-active-only'))
    await waitFor(() => expect(api.sent('Centres').at(-1)?.variables.filter).toEqual({ active: true }))
    await user.type(screen.getByTestId('centres-search'), 'kovan')
    await waitFor(() =>
      expect(api.sent('Centres').at(-1)?.variables.filter).toEqual({ active: true, search: 'kovan' }),
    )
  })

  it('says No Data Found when the school has no centres, and shows load errors', async () => {
    stubGraphQL({ Centres: centreList([]) })
    renderList(['centres.read'], false)
    expect((await screen.findByTestId('centres-empty')).textContent).toBe(Messages.noDataFound)
    cleanup()
    stubGraphQL({
      Centres: { data: null, errors: [{ message: 'unauthorized', extensions: { code: 'FORBIDDEN' } }] },
    })
    renderList(['centres.read'], false)
    expect((await screen.findByTestId('centres-error')).textContent).toContain('unauthorized')
  })
})
