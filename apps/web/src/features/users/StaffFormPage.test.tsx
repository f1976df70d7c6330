import { StaffMsg, V } from '@preschool/domain'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { buildMember, buildRole, centreList, renderUsers, roleList, staffList } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3, isHQStaff: true }, can: () => true }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const teacher = buildRole({ ID: 4, label: 'Teacher', name: 'teacher' })
const retired = buildRole({ ID: 9, label: 'Retired Role', name: 'retired', active: false })
const newTeacher = {
  email: 'newteacher@littlesteps.demo',
  displayName: 'Nur Aisyah',
  givenName: 'Nur',
  surname: 'Aisyah',
  businessPhones: ['+65 6250 1004', '+65 9250 1004'],
}

function network(overrides: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    findRoleByFkSchool: () => roleList([teacher, retired]),
    getAccessibleCentresForModule: () => centreList,
    findAllStaff: () => staffList([]),
    ...overrides,
  })
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement

describe('StaffFormPage', () => {
  it('shows the rule messages of the shared schema before sending anything', async () => {
    const api = network()
    const user = renderUsers('/settings/usermanagement/createuser')
    await user.type(await screen.findByTestId('staff-email'), 'teacher@example')
    await user.type(input('staff-phone'), '1234')
    await user.click(screen.getByTestId('staff-save'))
    const form = screen.getByTestId('staff-form')
    expect(await within(form).findByText(V.emailInvalid)).toBeTruthy()
    expect(within(form).getByText(V.mobileNotValid)).toBeTruthy()
    expect(within(form).getAllByText(V.required).length).toBe(3)
    expect(within(form).getByText(StaffMsg.centresRequired)).toBeTruthy()
    expect(within(form).getByText(StaffMsg.rolesRequired)).toBeTruthy()
    expect(input('staff-phone-country-code').value).toBe('+65')
    expect(api.callsOf('addNewStaff')).toEqual([])
  })

  it('fills the form from the directory, then adds the staff member and returns to the list', async () => {
    const api = network({
      getADUserByEmail: () => ({ data: { getADUserByEmail: newTeacher } }),
      addNewStaff: () => ({ data: { addNewStaff: { ID: 40 } } }),
    })
    const user = renderUsers('/settings/usermanagement/createuser')
    await user.click(await screen.findByTestId('staff-directory-search'))
    await user.paste('NewTeacher@littlesteps.demo')
    await user.click(await screen.findByTestId('staff-directory-option-newteacher@littlesteps.demo'))
    expect(api.callsOf('getADUserByEmail').at(-1)?.variables).toEqual({
      email: 'newteacher@littlesteps.demo',
    })
    expect(input('staff-email').value).toBe('newteacher@littlesteps.demo')
    expect(input('staff-firstname').value).toBe('Nur')
    expect(input('staff-lastname').value).toBe('Aisyah')
    expect(input('staff-phone').value).toBe('92501004')

    await user.type(input('staff-id'), 'LS0100')
    await user.click(input('staff-centres'))
    await user.click(await screen.findByTestId('staff-centres-option-6'))
    await user.click(input('staff-roles'))
    // Inactive roles are not offered to someone who does not hold them.
    expect(screen.queryByTestId('staff-roles-option-9')).toBeNull()
    await user.click(await screen.findByTestId('staff-roles-option-4'))
    await user.click(screen.getByTestId('staff-save'))

    expect((await screen.findByTestId('users-notice')).textContent).toContain('Nur Aisyah saved')
    expect(screen.getByTestId('address').textContent).toBe('/settings/usermanagement')
    expect(api.callsOf('addNewStaff')[0].variables).toEqual({
      IDSchool: 3,
      staffData: {
        email: 'newteacher@littlesteps.demo',
        firstname: 'Nur',
        lastname: 'Aisyah',
        staffId: 'LS0100',
        phoneNumber: '92501004',
        phoneCountryCode: '+65',
        centreIDs: [6],
        roleIDs: [4],
        isHQStaff: false,
        hasCentreScopeAccess: false,
      },
    })
  })

  it('edits a staff member, showing server refusals under their field or above the form', async () => {
    const priya = buildMember({ roles: [{ ID: 9, label: 'Retired Role', name: 'retired', active: false }] })
    let reply = gqlError(StaffMsg.emailTaken, 'CONFLICT', { email: StaffMsg.emailTaken })
    const api = network({
      findStaffByID: () => ({ data: { findStaffByID: priya } }),
      updateStaff: () => reply,
    })
    const user = renderUsers('/settings/usermanagement/edituser/21')
    expect(((await screen.findByTestId('staff-email')) as HTMLInputElement).value).toBe(
      'staff@littlesteps.demo',
    )
    expect(input('staff-id').value).toBe('LS0003')
    expect(within(screen.getByTestId('staff-form')).getByText('Tampines')).toBeTruthy()
    // The role the member already holds stays shown, even though it is inactive.
    expect(within(screen.getByTestId('staff-form')).getByText('Retired Role')).toBeTruthy()
    await user.click(screen.getByTestId('staff-save'))
    expect(await within(screen.getByTestId('staff-form')).findByText(StaffMsg.emailTaken)).toBeTruthy()
    expect(api.callsOf('updateStaff')[0].variables).toMatchObject({
      IDSchool: 3,
      staffID: 21,
      staffData: { centreIDs: [5], roleIDs: [9], phoneNumber: '81230003' },
    })
    reply = gqlError(StaffMsg.staffBeyondOwn, 'FORBIDDEN')
    await user.click(screen.getByTestId('staff-save'))
    await waitFor(() =>
      expect(screen.getByTestId('staff-form-error').textContent).toBe(StaffMsg.staffBeyondOwn),
    )
  })

  it('says so when the staff member is not found', async () => {
    network({ findStaffByID: () => gqlError('Staff not found', 'NOT_FOUND') })
    renderUsers('/settings/usermanagement/edituser/99')
    expect((await screen.findByTestId('staff-not-found')).textContent).toBe(
      'This staff member does not exist or is outside your centres.',
    )
    expect(screen.queryByTestId('staff-form')).toBeNull()
  })
})
