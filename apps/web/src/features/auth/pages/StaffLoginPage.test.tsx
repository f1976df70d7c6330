import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeStore } from '../../../lib/store'
import { leaveApp } from '../leave-app'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import StaffLoginPage from './StaffLoginPage'

vi.mock('../leave-app', () => ({ leaveApp: vi.fn() }))

const open = (url = '/login/staff') => renderAt('/login/staff', url, <StaffLoginPage />)

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.mocked(leaveApp).mockReset()
})
afterEach(cleanup)

describe('staff login', () => {
  it('offers single sign-on only: no password, forgot-password or sign-up links', () => {
    mockGraphQL({})
    open()
    expect(screen.getByTestId('staff-sso-button').textContent).toBe('Sign in with single sign-on')
    expect(screen.queryByTestId('login-forgot')).toBeNull()
    expect(screen.queryByTestId('login-get-started')).toBeNull()
    expect(screen.queryByText('Forgot password?')).toBeNull()
    expect(screen.queryByText(/get started/i)).toBeNull()
    expect(screen.queryByLabelText(/password/i)).toBeNull()
    expect(document.querySelector('a[href="/enquiry"], a[href="/forgot"]')).toBeNull()
  })

  it("fetches the school's sign-on address and goes there, remembering the redirect", async () => {
    writeStore({ fkSchool: 2 })
    const { callsOf } = mockGraphQL({
      getLoginUrl: () => ({ data: { getLoginUrl: { url: 'https://sso.example/authorize?x=1' } } }),
    })
    open(`/login/staff?redirect=${encodeURIComponent('/overview')}`)
    await userEvent.setup().click(screen.getByTestId('staff-sso-button'))
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://sso.example/authorize?x=1'))
    expect(callsOf('getLoginUrl')[0].variables).toEqual({ fkSchool: 2 })
    expect(sessionStorage.getItem('preschool.ssoRedirect')).toBe('/overview')
    expect(screen.getByTestId('staff-sso-button').hasAttribute('disabled')).toBe(true)
  })

  it('shows the sign-on error under the button', async () => {
    mockGraphQL({
      getLoginUrl: () =>
        gqlError('GraphQL error. Single sign-on is not set up for this school', 'SSO_FAILED'),
    })
    open()
    await userEvent.setup().click(screen.getByTestId('staff-sso-button'))
    expect((await screen.findByTestId('staff-sso-error')).textContent).toBe(
      'Single sign-on is not set up for this school',
    )
    expect(leaveApp).not.toHaveBeenCalled()
    expect(screen.getByTestId('staff-sso-button').hasAttribute('disabled')).toBe(false)
  })

  it("shows 'User Not Found' for redirect=unauthenticated", () => {
    mockGraphQL({})
    open('/login/staff?redirect=unauthenticated')
    expect(screen.getByTestId('staff-sso-error').textContent).toBe('User Not Found')
  })
})
