import { StaffMsg } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { hqSession as session } from '../../test/hq-session-mock'
import { buildMember, buildRole, centreList, renderUsers, roleList, staffList } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => import('../../test/hq-session-mock'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const priya = buildMember()
const inactive = buildMember({
  ID: 22,
  active: false,
  user: { ...priya.user, ID: 32, firstname: 'Ahmad', lastname: 'Ismail', email: 'ahmad@littlesteps.demo' },
})
const hqAdmin = buildRole({ ID: 1, label: 'HQ Administrator', name: 'hq_admin', isRemovable: false })
const centreStaff = buildRole()

function network(overrides: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    findAllStaff: () => staffList([priya, inactive], 27),
    findRoleByFkSchool: () => roleList([centreStaff, hqAdmin]),
    getAccessibleCentresForModule: () => centreList,
    ...overrides,
  })
}

const address = () => screen.getByTestId('address').textContent

describe('user management: staff', () => {
  it('lists staff with their centres, roles and status, filtered and paged by the URL', async () => {
    const api = network()
    session.permissions = ['staff.read']
    renderUsers('/settings/usermanagement?role=2&centre=5&active=true&q=nair&page=2&perPage=10')
    const row = within(await screen.findByTestId('staff-row-21'))
    expect(row.getByText('Priya Nair')).toBeTruthy()
    expect(row.getByText('Tampines')).toBeTruthy()
    expect(row.getByText('Centre Staff')).toBeTruthy()
    expect(row.getByText('+65 81230003')).toBeTruthy()
    expect(within(screen.getByTestId('staff-row-22')).getByText('Inactive')).toBeTruthy()
    expect(api.callsOf('findAllStaff')[0].variables).toEqual({
      IDSchool: 3,
      pagination: { page: 2, perPage: 10 },
      searchString: 'nair',
      role: 2,
      centre: 5,
      filter: { active: true },
    })
    expect(api.callsOf('getAccessibleCentresForModule')[0].variables).toEqual({ accessType: 'read' })
    // Read-only staff get no add, edit, remove or activate.
    expect(screen.queryByTestId('staff-add')).toBeNull()
    expect(screen.queryByTestId('staff-edit-21')).toBeNull()
    expect(screen.getByTestId('staff-pagination').textContent).toContain('11–20 of 27')
  })

  it('changes filters in the URL and starts again from the first page', async () => {
    const api = network()
    session.permissions = ['staff.read']
    const user = renderUsers('/settings/usermanagement?page=3')
    await screen.findByTestId('staff-row-21')
    await user.selectOptions(screen.getByTestId('staff-filter-role'), '1')
    await waitFor(() => expect(address()).toBe('/settings/usermanagement?role=1'))
    await user.selectOptions(screen.getByTestId('staff-filter-active'), 'false')
    await waitFor(() => expect(address()).toBe('/settings/usermanagement?role=1&active=false'))
    await waitFor(() =>
      expect(api.callsOf('findAllStaff').at(-1)?.variables).toMatchObject({
        role: 1,
        filter: { active: false },
      }),
    )
    await user.click(screen.getByTestId('users-tab-roles'))
    expect(address()).toBe('/settings/usermanagement?tab=roles')
  })

  it('asks before removing and shows the refusal in the dialog', async () => {
    const api = network({ removeStaff: () => gqlError(StaffMsg.lastHqAdmin, 'CONFLICT') })
    session.permissions = ['staff.read', 'staff.write']
    const user = renderUsers('/settings/usermanagement')
    await screen.findByTestId('staff-row-21')
    expect(screen.getByTestId('staff-add').getAttribute('href')).toBe('/settings/usermanagement/createuser')
    const edit = screen.getByTestId('staff-edit-21')
    expect(edit.getAttribute('href')).toBe('/settings/usermanagement/edituser/21')
    expect(edit.getAttribute('aria-label')).toBe('Edit Priya Nair')
    const remove = screen.getByTestId('staff-remove-21')
    expect(remove.getAttribute('aria-label')).toBe('Remove Priya Nair')
    await user.click(remove)
    const dialog = await screen.findByTestId('staff-confirm-dialog')
    expect(within(dialog).getByText(/Priya Nair will be deactivated and signed out at once/)).toBeTruthy()
    await user.click(within(dialog).getByTestId('staff-confirm'))
    expect((await within(dialog).findByTestId('staff-confirm-error')).textContent).toBe(StaffMsg.lastHqAdmin)
    expect(api.callsOf('removeStaff')[0].variables).toEqual({ IDSchool: 3, staffID: 21 })
  })

  it('activates an inactive staff member after confirmation and refetches the list', async () => {
    const api = network({ activateStaff: () => ({ data: { activateStaff: { ID: 22 } } }) })
    session.permissions = ['staff.read', 'staff.write']
    const user = renderUsers('/settings/usermanagement')
    await user.click(await screen.findByTestId('staff-activate-22'))
    await user.click(await screen.findByTestId('staff-confirm'))
    expect((await screen.findByTestId('users-notice')).textContent).toContain('Ahmad Ismail activated')
    expect(api.callsOf('activateStaff')[0].variables).toEqual({ IDSchool: 3, staffID: 22 })
    await waitFor(() => expect(api.callsOf('findAllStaff').length).toBe(2))
  })

  it('shows No Data Found and the load error', async () => {
    network({ findAllStaff: () => staffList([]) })
    session.permissions = ['staff.read']
    renderUsers('/settings/usermanagement')
    expect((await screen.findByTestId('staff-empty')).textContent).toBe('No Data Found')
    cleanup()
    network({ findAllStaff: () => gqlError('unauthorized', 'FORBIDDEN') })
    renderUsers('/settings/usermanagement')
    expect((await screen.findByTestId('staff-error')).textContent).toContain('unauthorized')
  })
})

describe('user management: roles', () => {
  it('lists roles with users, last modifier and status; the built-in ones cannot be removed', async () => {
    network()
    session.permissions = ['roles.read', 'roles.write']
    renderUsers('/settings/usermanagement?tab=roles')
    const row = within(await screen.findByTestId('role-row-2'))
    expect(row.getByText('Centre Staff')).toBeTruthy()
    expect(screen.getByTestId('role-users-2').textContent).toBe('1')
    expect(row.getByText('Jason Lim, 14/03/2026')).toBeTruthy()
    expect(screen.getByTestId('role-edit-2').getAttribute('href')).toBe('/settings/usermanagement/editrole/2')
    expect(screen.getByTestId('role-remove-2')).toBeTruthy()
    // The HQ Administrator role is fixed: no actions at all.
    expect(within(screen.getByTestId('role-row-1')).getByText('Built-in role')).toBeTruthy()
    expect(screen.queryByTestId('role-edit-1')).toBeNull()
    expect(screen.getByTestId('role-add').getAttribute('href')).toBe('/settings/usermanagement/createrole')
  })

  it('deactivates a role after confirmation', async () => {
    const api = network({ activateRole: () => ({ data: { activateRole: { ID: 2 } } }) })
    session.permissions = ['roles.read', 'roles.write']
    const user = renderUsers('/settings/usermanagement?tab=roles')
    const deactivate = await screen.findByTestId('role-deactivate-2')
    expect(deactivate.getAttribute('aria-label')).toBe('Deactivate Centre Staff')
    await user.click(deactivate)
    const dialog = await screen.findByTestId('role-confirm-dialog')
    expect(within(dialog).getByText(/lose its access from their next action/)).toBeTruthy()
    await user.click(within(dialog).getByTestId('role-confirm'))
    expect((await screen.findByTestId('users-notice')).textContent).toContain('Role Centre Staff deactivated')
    expect(api.callsOf('activateRole')[0].variables).toEqual({ IDSchool: 3, roleID: 2, active: false })
  })
})
