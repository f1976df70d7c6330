import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import ForgotPasswordPage from './ForgotPasswordPage'
import LoginPage from './LoginPage'
import ResetPasswordPage from './ResetPasswordPage'

/** The helper text under a field of an auth form (MUI's id for it). */
const helper = (id: string) => document.getElementById(`field-${id}-helper-text`)?.textContent ?? ''

/** Types each value into its field, then presses the form's submit button. */
async function send(form: string, values: Record<string, string>) {
  const user = userEvent.setup()
  for (const [field, value] of Object.entries(values))
    await user.type(screen.getByTestId(`${form}-${field}`), value)
  await user.click(screen.getByTestId(`${form}-submit`))
}

afterEach(cleanup)

describe('auth forms put the server refusal where it belongs', () => {
  it('reset password: a refusal naming the password goes under it, not under the confirmation', async () => {
    mockGraphQL({ resetPassword: () => gqlError('Too common', 'BAD_INPUT', { password: 'Too common' }) })
    renderAt('/reset', '/reset?reset_password_token=rt-1', <ResetPasswordPage />)
    await send('reset', { password: 'abcd1234', 'confirm-password': 'abcd1234' })
    await waitFor(() => expect(helper('reset-password')).toBe('Too common'))
    expect(helper('reset-confirm-password')).toBe('')
  })

  it('forgot password: a refusal naming no field goes under the email', async () => {
    mockGraphQL({ forgetPassword: () => gqlError('Please try again later', 'RATE_LIMITED') })
    renderAt('/forgot', '/forgot', <ForgotPasswordPage />)
    await send('forgot', { email: 'parent@example.com' })
    await waitFor(() => expect(helper('forgot-email')).toBe('Please try again later'))
    expect(screen.queryByTestId('forgot-sent-dialog')).toBeNull()
  })

  it('login: a refusal naming the email still shows under the password (the spec places it there)', async () => {
    mockGraphQL({ login: () => gqlError('No such account', 'FORBIDDEN', { email: 'No such account' }) })
    renderAt('/login', '/login', <LoginPage />)
    await send('login', { email: 'parent@example.com', password: 'Secret123' })
    await waitFor(() => expect(helper('login-password')).toBe('No such account'))
    expect(helper('login-email')).toBe('')
  })
})
