import { Messages, V } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { GqlError } from '../../../lib/request'
import { deferred, gqlError, type GraphQLReply, mockGraphQL } from '../../../test/graphql-mock'
import { fakeSession, renderAt } from '../../../test/render'
import LoginPage from './LoginPage'

const open = (url = '/login') => renderAt('/login', url, <LoginPage />)

async function logIn(email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByTestId('login-email'), email)
  if (password) await user.type(screen.getByTestId('login-password'), password)
  await user.click(screen.getByTestId('login-submit'))
  return user
}

/** The message under the password field (its helper text), where the spec puts login failures. */
const passwordHelper = () => document.getElementById('field-login-password-helper-text')?.textContent

afterEach(cleanup)

describe('parent login', () => {
  it('requires an email and a password, with the spec messages', async () => {
    const { callsOf } = mockGraphQL({})
    open()
    await logIn('', '')
    expect(await screen.findByText(V.enterEmail)).toBeTruthy()
    expect(screen.getByText(V.enterPassword)).toBeTruthy()
    expect(V.enterEmail).toBe('enter your email')
    expect(callsOf('login')).toHaveLength(0)
  })

  it('rejects an email without @ and . with the spec message', async () => {
    mockGraphQL({})
    open()
    await logIn('parent.example', 'secret1')
    expect(await screen.findByText("Email is not valid, include '@' and '.'")).toBeTruthy()
  })

  it('lower-cases the email as it is typed and sends it so', async () => {
    const { callsOf } = mockGraphQL({ login: () => ({ data: { login: { token: 'tok' } } }) })
    const { session } = open()
    await logIn('Parent@Example.COM', 'Secret123')
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('parent@example.com')
    await waitFor(() => expect(session.signIn).toHaveBeenCalled())
    expect(callsOf('login')[0].variables).toEqual({ email: 'parent@example.com', password: 'Secret123' })
  })

  it('signs in with the token and the redirect query', async () => {
    mockGraphQL({ login: () => ({ data: { login: { token: 'tok-1' } } }) })
    const { session } = open(`/login?redirect=${encodeURIComponent('/overview?tab=2')}`)
    await logIn('parent@example.com', 'Secret123')
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-1', '/overview?tab=2'))
  })

  const failures: [string, GraphQLReply, string][] = [
    [
      'USER_NOT_FOUND with the try-again message',
      gqlError('User not found', 'USER_NOT_FOUND'),
      Messages.userNotFound,
    ],
    [
      'INCORRECT_PASSWORD with the text bundle message',
      gqlError('Wrong password', 'INCORRECT_PASSWORD'),
      'Incorrect password. Please try again.',
    ],
    [
      "any other error with the server's message, 'GraphQL error.' stripped",
      gqlError('GraphQL error. Please sign in through single sign-on', 'FORBIDDEN'),
      'Please sign in through single sign-on',
    ],
    ['an error without a message with the default message', gqlError(''), 'Something went wrong'],
  ]
  it.each(failures)('shows %s under the password field', async (_name, answer, shown) => {
    mockGraphQL({ login: () => answer })
    const { session } = open()
    await logIn('parent@example.com', 'Secret123')
    await waitFor(() => expect(passwordHelper()).toBe(shown))
    expect(session.signIn).not.toHaveBeenCalled()
  })

  it("shows the shell's error when the signed-in user cannot be loaded", async () => {
    mockGraphQL({ login: () => ({ data: { login: { token: 'tok' } } }) })
    const session = fakeSession({
      signIn: async () => {
        throw new GqlError([{ message: Messages.noAccess }])
      },
    })
    renderAt('/login', '/login', <LoginPage />, session)
    await logIn('parent@example.com', 'Secret123')
    await waitFor(() => expect(passwordHelper()).toBe(Messages.noAccess))
  })

  it('says it is offline in the form’s alert, not under the password', async () => {
    // fetch rejects with a TypeError when the network is down, as the browser's does.
    mockGraphQL({
      login: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    open()
    await logIn('parent@example.com', 'secret1')
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'You appear to be offline. Check your connection and try again.',
    )
    expect(passwordHelper()).toBeUndefined()
  })

  it('disables the button while logging in', async () => {
    const answer = deferred<GraphQLReply>()
    mockGraphQL({ login: () => answer.promise })
    open()
    await logIn('parent@example.com', 'Secret123')
    await waitFor(() => expect(screen.getByTestId('login-submit').hasAttribute('disabled')).toBe(true))
    answer.resolve(gqlError('Wrong password', 'INCORRECT_PASSWORD'))
    await waitFor(() => expect(screen.getByTestId('login-submit').hasAttribute('disabled')).toBe(false))
  })

  it('submits with Enter, focuses the email first and sets autocomplete', async () => {
    const { callsOf } = mockGraphQL({ login: () => ({ data: { login: { token: 'tok' } } }) })
    open()
    const email = screen.getByTestId('login-email')
    expect(document.activeElement).toBe(email)
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(screen.getByTestId('login-password').getAttribute('autocomplete')).toBe('current-password')
    const user = userEvent.setup()
    await user.type(email, 'parent@example.com')
    await user.type(screen.getByTestId('login-password'), 'Secret123{Enter}')
    await waitFor(() => expect(callsOf('login')).toHaveLength(1))
  })

  it('links to forgot password and to the enquiry form', async () => {
    mockGraphQL({})
    open()
    expect(screen.getByTestId('login-forgot').getAttribute('href')).toBe('/forgot')
    expect(screen.getByTestId('login-get-started').getAttribute('href')).toBe('/enquiry')
    expect(screen.getByText('Forgot password?')).toBeTruthy()
    expect(screen.getByText('Get started')).toBeTruthy()
  })
})
