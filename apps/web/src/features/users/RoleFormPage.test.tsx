import { RoleMsg, V } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { buildRole, modules, renderUsers, roleList } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3, isHQStaff: true }, can: () => true }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const coordinator = buildRole({
  ID: 7,
  label: 'Coordinator',
  name: 'coordinator',
  roleTemplates: [
    {
      ID: 70,
      access: 1,
      label: 'Level Management',
      moduleCategory: { ID: 12, moduleCategoryCode: 'level_management', label: 'Level Management' },
    },
  ],
})
const hqAdmin = buildRole({ ID: 1, label: 'HQ Administrator', name: 'hq_admin', isRemovable: false })

function network(overrides: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    findAllModuleCategory: () => ({ data: { findAllModuleCategory: modules } }),
    findRoleByFkSchool: () => roleList([coordinator, hqAdmin]),
    ...overrides,
  })
}

const box = (id: string) => screen.getByTestId(id) as HTMLInputElement

describe('RoleFormPage', () => {
  it('creates a role from the access matrix, write ticking read, and returns to the roles tab', async () => {
    const api = network({ addRole: () => ({ data: { addRole: { ID: 8 } } }) })
    const user = renderUsers('/settings/usermanagement/createrole')
    await user.type(await screen.findByTestId('role-label'), 'Level Editor')
    await user.click(box('access-level_management-write'))
    expect(box('access-level_management-read').checked).toBe(true)
    expect(box('access-level_management-read').getAttribute('aria-label')).toBe('Read: Level Management')
    await user.click(box('access-centre_management-approve'))
    await user.click(box('access-centre_management-read'))
    expect(box('access-centre_management-approve').checked).toBe(false)
    await user.click(screen.getByTestId('role-save'))

    expect((await screen.findByTestId('users-notice')).textContent).toContain('Role Level Editor saved')
    expect(screen.getByTestId('address').textContent).toBe('/settings/usermanagement?tab=roles')
    expect(api.callsOf('addRole')[0].variables).toEqual({
      IDSchool: 3,
      roleData: { label: 'Level Editor', templates: [{ fkModuleCategory: 12, access: 3 }] },
    })
  })

  it('shows the rule messages before sending anything', async () => {
    const api = network()
    const user = renderUsers('/settings/usermanagement/createrole')
    await user.click(await screen.findByTestId('role-save'))
    const form = screen.getByTestId('role-form')
    expect(await within(form).findByText(V.required)).toBeTruthy()
    expect(screen.getByTestId('role-templates-error').textContent).toBe(RoleMsg.templatesRequired)
    expect(api.callsOf('addRole')).toEqual([])
  })

  it('edits a role with its current access and shows a refusal above the form', async () => {
    const api = network({
      updateRole: () => gqlError(RoleMsg.grantBeyondOwn('Centre Management'), 'FORBIDDEN'),
    })
    const user = renderUsers('/settings/usermanagement/editrole/7')
    expect(((await screen.findByTestId('role-label')) as HTMLInputElement).value).toBe('Coordinator')
    expect(box('access-level_management-read').checked).toBe(true)
    expect(box('access-level_management-write').checked).toBe(false)
    await user.click(box('access-centre_management-read'))
    await user.click(screen.getByTestId('role-save'))
    await waitFor(() =>
      expect(screen.getByTestId('role-form-error').textContent).toBe(
        RoleMsg.grantBeyondOwn('Centre Management'),
      ),
    )
    expect(api.callsOf('updateRole')[0].variables).toEqual({
      IDSchool: 3,
      roleID: 7,
      roleData: {
        label: 'Coordinator',
        templates: [
          { fkModuleCategory: 11, access: 1 },
          { fkModuleCategory: 12, access: 1 },
        ],
      },
    })
  })

  it('shows the HQ Administrator role without letting anyone change it', async () => {
    network()
    renderUsers('/settings/usermanagement/editrole/1')
    expect(((await screen.findByTestId('role-label')) as HTMLInputElement).disabled).toBe(true)
    expect(box('access-level_management-read').disabled).toBe(true)
    expect(screen.queryByTestId('role-save')).toBeNull()
  })

  it('says so when the role does not exist', async () => {
    network()
    renderUsers('/settings/usermanagement/editrole/99')
    expect((await screen.findByTestId('role-not-found')).textContent).toBe(
      'This role does not exist or has been removed.',
    )
  })
})
