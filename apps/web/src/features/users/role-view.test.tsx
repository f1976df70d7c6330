import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { hqSession as session } from '../../test/hq-session-mock'
import { buildRole, modules, renderUsers, roleList } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => import('../../test/hq-session-mock'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const hqAdmin = buildRole({ ID: 1, label: 'HQ Administrator', name: 'hq_admin', isRemovable: false })
const centreStaff = buildRole()

const network = () =>
  mockGraphQL({
    findAllModuleCategory: () => ({ data: { findAllModuleCategory: modules } }),
    findRoleByFkSchool: () => roleList([centreStaff, hqAdmin]),
  })

describe("viewing a role's permissions", () => {
  it('lets HQ open the HQ Administrator role read-only from the roles table', async () => {
    network()
    session.permissions = ['roles.read', 'roles.write']
    renderUsers('/settings/usermanagement?tab=roles')
    const view = await screen.findByTestId('role-view-1')
    expect(view.getAttribute('href')).toBe('/settings/usermanagement/editrole/1')
    expect(screen.queryByTestId('role-edit-1')).toBeNull()
    await userEvent.setup().click(view)
    expect(((await screen.findByTestId('role-label')) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByTestId('role-save')).toBeNull()
  })

  it('gives a user with roles.read only a View link on every role, and a form that saves nothing', async () => {
    network()
    session.permissions = ['roles.read']
    renderUsers('/settings/usermanagement?tab=roles')
    expect((await screen.findByTestId('role-view-2')).getAttribute('href')).toBe(
      '/settings/usermanagement/editrole/2',
    )
    expect(screen.getByTestId('role-view-1')).toBeTruthy()
    expect(screen.queryByTestId('role-edit-2')).toBeNull()
    expect(screen.queryByTestId('role-remove-2')).toBeNull()
    await userEvent.setup().click(screen.getByTestId('role-view-2'))
    expect(((await screen.findByTestId('role-label')) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByTestId('role-save')).toBeNull()
  })
})
