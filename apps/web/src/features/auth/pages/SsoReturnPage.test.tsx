import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import SsoReturnPage from './SsoReturnPage'

const open = (url: string) => renderAt('/sso', url, <SsoReturnPage />)

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('single sign-on return', () => {
  it('validates the authorization token once and signs in, following the remembered redirect', async () => {
    sessionStorage.setItem('preschool.ssoRedirect', '/overview')
    const { callsOf } = mockGraphQL({
      validateUser: () => ({ data: { validateUser: { token: 'session-1' } } }),
    })
    const { session } = open('/sso?authorization_token=abc')
    expect(screen.getByTestId('sso-checking')).toBeTruthy()
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('session-1', '/overview'))
    expect(callsOf('validateUser').map((call) => call.variables)).toEqual([{ tokenString: 'abc' }])
    expect(sessionStorage.getItem('preschool.ssoRedirect')).toBeNull()
  })

  it("shows the server's message and a way back to the staff login when the token is refused", async () => {
    mockGraphQL({ validateUser: () => gqlError('GraphQL error. User Not Found', 'SSO_FAILED') })
    const { session } = open('/sso?authorization_token=used')
    expect((await screen.findByTestId('sso-error')).textContent).toBe('User Not Found')
    expect(session.signIn).not.toHaveBeenCalled()
    // Back to the staff login of the school the page shows (3 here).
    await userEvent.setup().click(screen.getByTestId('sso-back'))
    expect(screen.getByTestId('location').textContent).toBe('/login/staff?fkSchool=3')
  })

  it("shows 'User Not Found' without a token, calling nothing", () => {
    const { calls } = mockGraphQL({})
    open('/sso')
    expect(screen.getByTestId('sso-error').textContent).toBe('User Not Found')
    expect(calls).toHaveLength(0)
  })
})
