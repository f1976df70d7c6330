import { V } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import ResetPasswordPage from './ResetPasswordPage'

const open = (url = '/reset?reset_password_token=rt-1') => renderAt('/reset', url, <ResetPasswordPage />)

async function reset(password: string, confirm: string) {
  const user = userEvent.setup()
  if (password) await user.type(screen.getByTestId('reset-password'), password)
  if (confirm) await user.type(screen.getByTestId('reset-confirm-password'), confirm)
  await user.click(screen.getByTestId('reset-submit'))
  return user
}

const confirmHelper = () => document.getElementById('field-reset-confirm-password-helper-text')?.textContent

afterEach(cleanup)

describe('reset password', () => {
  it.each([
    ['', '', V.enterPassword],
    ['short1', 'short1', V.passwordLength],
    ['onlyletters', 'onlyletters', V.passwordLetterDigit],
    ['abcd1234', 'abcd9999', 'try again'],
  ])('refuses %j / %j with the rule message', async (password, confirm, message) => {
    const { callsOf } = mockGraphQL({})
    open()
    await reset(password, confirm)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(callsOf('resetPassword')).toHaveLength(0)
  })

  it('requires the confirmation', async () => {
    mockGraphQL({})
    open()
    await reset('abcd1234', '')
    await waitFor(() => expect(confirmHelper()).toBe(V.required))
  })

  it("shows the server's error under confirm password", async () => {
    mockGraphQL({
      resetPassword: () => gqlError('GraphQL error. This link is invalid or has expired.', 'INVALID_TOKEN'),
    })
    open()
    await reset('abcd1234', 'abcd1234')
    await waitFor(() => expect(confirmHelper()).toBe('This link is invalid or has expired.'))
  })

  it('confirms in a dialog, then goes to login', async () => {
    const { callsOf } = mockGraphQL({ resetPassword: () => ({ data: { resetPassword: true } }) })
    open()
    const user = await reset('abcd1234', 'abcd1234')
    const dialog = await screen.findByTestId('reset-done-dialog')
    expect(dialog.textContent).toContain('Your password has been reset')
    expect(callsOf('resetPassword')[0].variables).toEqual({ tokenString: 'rt-1', password: 'abcd1234' })
    await user.click(screen.getByTestId('reset-done-dialog-action'))
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('explains a link without a token and offers a new one', () => {
    mockGraphQL({})
    open('/reset')
    expect(screen.getByTestId('reset-invalid-link').getAttribute('href')).toBe('/forgot')
  })
})
