import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import ForgotPasswordPage from './ForgotPasswordPage'

const open = () => renderAt('/forgot', '/forgot', <ForgotPasswordPage />)

async function send(email: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByTestId('forgot-email'), email)
  await user.click(screen.getByTestId('forgot-submit'))
  return user
}

const emailHelper = () => document.getElementById('field-forgot-email-helper-text')?.textContent

afterEach(cleanup)

describe('forgot password', () => {
  it("asks for the email with 'enter your email'", async () => {
    mockGraphQL({})
    open()
    await send('')
    await waitFor(() => expect(emailHelper()).toBe('enter your email'))
  })

  it.each(['parent', 'parent@example', 'pa@@rent.com', 'parent@example.c', '@example.com'])(
    'refuses %s with the email rule message',
    async (email) => {
      const { callsOf } = mockGraphQL({})
      open()
      await send(email)
      await waitFor(() => expect(emailHelper()).toBe("Email is not valid, include '@' and '.'"))
      expect(callsOf('forgetPassword')).toHaveLength(0)
    },
  )

  it("shows the server's error under the email", async () => {
    mockGraphQL({ forgetPassword: () => gqlError('GraphQL error. Too many attempts.', 'RATE_LIMITED') })
    open()
    await send('parent@example.com')
    await waitFor(() => expect(emailHelper()).toBe('Too many attempts.'))
  })

  it('says in a dialog where the email was sent, lower-cased', async () => {
    const { callsOf } = mockGraphQL({ forgetPassword: () => ({ data: { forgetPassword: true } }) })
    open()
    const user = await send('Parent@Example.com')
    const dialog = await screen.findByTestId('forgot-sent-dialog')
    expect(dialog.textContent).toContain('parent@example.com')
    expect(callsOf('forgetPassword')[0].variables).toEqual({ email: 'parent@example.com' })
    await user.click(screen.getByTestId('forgot-sent-dialog-action'))
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('links back to login', () => {
    mockGraphQL({})
    open()
    expect(screen.getByTestId('forgot-back-to-login').getAttribute('href')).toBe('/login')
  })
})
