import '../../i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import type { ModuleCategory, Role, StaffMember } from './documents'
import RoleFormPage from './RoleFormPage'
import StaffFormPage from './StaffFormPage'
import UserManagementPage from './UserManagementPage'

/** Fixtures and a router for the user management screens' tests. */

export const buildMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  ID: 21,
  staffID: 'LS0003',
  active: true,
  createdAt: '2026-01-05T02:00:00.000Z',
  user: {
    ID: 31,
    firstname: 'Priya',
    lastname: 'Nair',
    email: 'staff@littlesteps.demo',
    mobilePhone: '81230003',
    mobilePhoneCountryCode: '+65',
    isHQStaff: false,
    hasCentreScopeAccess: false,
    active: true,
  },
  centres: [{ ID: 5, label: 'Tampines', code: 'LS-TMP' }],
  roles: [{ ID: 2, label: 'Centre Staff', name: 'centre_staff', active: true }],
  ...overrides,
})

export const buildRole = (overrides: Partial<Role> = {}): Role => ({
  ID: 2,
  label: 'Centre Staff',
  name: 'centre_staff',
  active: true,
  isRemovable: true,
  numberOfUsers: 1,
  updatedAt: '2026-03-14T02:00:00.000Z',
  lastModifiedUser: { ID: 1, firstname: 'Jason', lastname: 'Lim' },
  roleTemplates: [],
  ...overrides,
})

export const modules: ModuleCategory[] = [
  { ID: 11, label: 'Centre Management', moduleCategoryCode: 'centre_management' },
  { ID: 12, label: 'Level Management', moduleCategoryCode: 'level_management' },
]

export const staffList = (members: StaffMember[], totalCount = members.length) => ({
  data: { findAllStaff: { totalCount, data: members } },
})
export const roleList = (roles: Role[]) => ({
  data: { findRoleByFkSchool: { totalCount: roles.length, data: roles } },
})
export const centreList = {
  data: {
    getAccessibleCentresForModule: [
      { ID: 5, label: 'Tampines' },
      { ID: 6, label: 'Punggol' },
    ],
  },
}

function Address() {
  const location = useLocation()
  return <output data-testid="address">{location.pathname + location.search}</output>
}

/** The user management routes at `path`, with the current address shown for assertions. */
export function renderUsers(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/settings/usermanagement" element={<UserManagementPage />} />
          <Route path="/settings/usermanagement/createuser" element={<StaffFormPage />} />
          <Route path="/settings/usermanagement/edituser/:id" element={<StaffFormPage />} />
          <Route path="/settings/usermanagement/createrole" element={<RoleFormPage />} />
          <Route path="/settings/usermanagement/editrole/:id" element={<RoleFormPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}
