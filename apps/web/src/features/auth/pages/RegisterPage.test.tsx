import { ConsentMsg, PDPA_NOTICE_VERSION, V } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { gqlError, type GraphQLReply, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import RegisterPage from './RegisterPage'

const info = (otpRequired: boolean): GraphQLReply => ({
  data: {
    registrationInfo: {
      userId: 7,
      email: 'mum@example.com',
      firstname: 'Aisha',
      maskedPhone: '******9876',
      otpRequired,
      privacyPolicyUrl: '/brand/littlesteps/privacy.html',
    },
  },
})

const open = (url = '/register?register_token=reg-1') => renderAt('/register', url, <RegisterPage />)

async function choosePassword(password: string, confirm: string, consent = true) {
  const user = userEvent.setup()
  await screen.findByTestId('register-form')
  if (password) await user.type(screen.getByTestId('register-password'), password)
  if (confirm) await user.type(screen.getByTestId('register-confirm-password'), confirm)
  if (consent) await user.click(screen.getByTestId('register-pdpa'))
  await user.click(screen.getByTestId('register-submit'))
  return user
}

afterEach(cleanup)

describe('register', () => {
  it("shows the server's message and a link to log in for an unusable link", async () => {
    mockGraphQL({
      registrationInfo: () =>
        gqlError('GraphQL error. This link is invalid or has expired.', 'INVALID_TOKEN'),
    })
    open()
    expect((await screen.findByTestId('register-invalid-error')).textContent).toBe(
      'This link is invalid or has expired.',
    )
    expect(screen.getByTestId('register-invalid-link').getAttribute('href')).toBe('/login')
  })

  it('shows the invited email read-only, greets by name and focuses the password', async () => {
    const { callsOf } = mockGraphQL({ registrationInfo: () => info(false) })
    open()
    const email = (await screen.findByTestId('register-email')) as HTMLInputElement
    expect(email.value).toBe('mum@example.com')
    expect(email.readOnly).toBe(true)
    expect(screen.getByText(/Hi Aisha/)).toBeTruthy()
    expect(callsOf('registrationInfo')[0].variables).toEqual({ token: 'reg-1' })
    expect(document.activeElement).toBe(screen.getByTestId('register-password'))
    expect(screen.getByTestId('register-password').getAttribute('autocomplete')).toBe('new-password')
  })

  const rules: [string, string, string, string][] = [
    ['nothing typed', '', '', V.enterPassword],
    ['too short', 'abc12', 'abc12', V.passwordLength],
    ['too long', 'abcdefghij1234567890x', 'abcdefghij1234567890x', V.passwordLength],
    ['no digit', 'abcdefgh', 'abcdefgh', V.passwordLetterDigit],
    ['no letter', '12345678', '12345678', V.passwordLetterDigit],
  ]
  it.each(rules)('refuses a password with %s', async (_name, password, confirm, message) => {
    const { callsOf } = mockGraphQL({ registrationInfo: () => info(false) })
    open()
    await choosePassword(password, confirm)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(callsOf('register')).toHaveLength(0)
  })

  it("requires the confirmation and says 'try again' when it differs", async () => {
    mockGraphQL({ registrationInfo: () => info(false) })
    open()
    const user = await choosePassword('abcd1234', '')
    expect(await screen.findByText(V.required)).toBeTruthy()
    await user.type(screen.getByTestId('register-confirm-password'), 'abcd1235')
    await user.click(screen.getByTestId('register-submit'))
    expect(await screen.findByText('try again')).toBeTruthy()
  })

  it('registers and signs in directly with the returned token', async () => {
    const { callsOf } = mockGraphQL({
      registrationInfo: () => info(false),
      register: () => ({ data: { register: { token: 'session-9' } } }),
    })
    const { session } = open()
    await choosePassword('abcd1234', 'abcd1234')
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('session-9'))
    expect(callsOf('register')[0].variables).toEqual({
      token: 'reg-1',
      password: 'abcd1234',
      pdpaConsentVersion: PDPA_NOTICE_VERSION,
    })
  })

  it('needs the PDPA notice agreed to before registering, with the school’s policy linked', async () => {
    const { callsOf } = mockGraphQL({
      registrationInfo: () => info(false),
      register: () => ({ data: { register: { token: 'session-9' } } }),
    })
    const { session } = open()
    const user = await choosePassword('abcd1234', 'abcd1234', false)
    expect((await screen.findByTestId('register-pdpa-error')).textContent).toBe(ConsentMsg.required)
    expect(callsOf('register')).toHaveLength(0)
    expect(screen.getByTestId('register-pdpa-policy').getAttribute('href')).toBe(
      '/brand/littlesteps/privacy.html',
    )
    await user.click(screen.getByTestId('register-pdpa'))
    expect(screen.queryByTestId('register-pdpa-error')).toBeNull()
    await user.click(screen.getByTestId('register-submit'))
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('session-9'))
  })

  it('offers the login page in a dialog when the server refuses (already registered)', async () => {
    mockGraphQL({
      registrationInfo: () => info(false),
      register: () => gqlError('This account is already registered.', 'CONFLICT'),
    })
    const { session } = open()
    const user = await choosePassword('abcd1234', 'abcd1234')
    const dialog = await screen.findByTestId('register-refused-dialog')
    expect(dialog.textContent).toContain('This account is already registered')
    expect(session.signIn).not.toHaveBeenCalled()
    await user.click(screen.getByTestId('register-refused-dialog-action'))
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('says it is offline in the alert above the form, not in the already-registered dialog', async () => {
    mockGraphQL({
      registrationInfo: () => info(false),
      // fetch rejects with a TypeError when the network is down, as the browser's does.
      register: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const { session } = open()
    await choosePassword('abcd1234', 'abcd1234')
    expect((await screen.findByTestId('register-signin-error')).textContent).toBe(
      'You appear to be offline. Check your connection and try again.',
    )
    expect(screen.queryByTestId('register-refused-dialog')).toBeNull()
    expect(session.signIn).not.toHaveBeenCalled()
  })

  it('with a one-time code: switches to the code screen, verifies, then registers', async () => {
    const { callsOf } = mockGraphQL({
      registrationInfo: () => info(true),
      sendOTP: () => ({ data: { sendOTP: true } }),
      validateOTP: () => ({ data: { validateOTP: true } }),
      register: () => ({ data: { register: { token: 'session-2' } } }),
    })
    const { session } = open()
    const user = await choosePassword('abcd1234', 'abcd1234')
    expect(await screen.findByTestId('otp-verification')).toBeTruthy()
    expect(screen.getByTestId('otp-sent-to').textContent).toContain('9876')
    await waitFor(() => expect(callsOf('sendOTP')).toHaveLength(1))
    expect(callsOf('register')).toHaveLength(0)
    await user.type(screen.getByTestId('otp-code'), '123456')
    await user.click(screen.getByTestId('otp-verify'))
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('session-2'))
    expect(callsOf('validateOTP')[0].variables).toEqual({ userId: 7, otpReceived: '123456', token: 'reg-1' })
    expect(callsOf('register')[0].variables).toEqual({
      token: 'reg-1',
      password: 'abcd1234',
      pdpaConsentVersion: PDPA_NOTICE_VERSION,
    })
  })
})
