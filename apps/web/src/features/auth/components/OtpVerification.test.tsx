import { Messages, V } from '@preschool/domain'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gqlError, type GraphQLReply, mockGraphQL } from '../../../test/graphql-mock'
import { renderAt } from '../../../test/render'
import { OtpVerification } from './OtpVerification'

// fireEvent rather than user-event: user-event waits on real timers between steps, which fake timers never run.
const typeCode = (code: string) => fireEvent.change(codeInput(), { target: { value: code } })
const click = (element: HTMLElement) => fireEvent.click(element)

/** Lets pending requests and React Query's scheduled notifications run (well under a countdown second). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(10)
  })
const advanceSeconds = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000))

function setup(validate: () => GraphQLReply, send: () => GraphQLReply = () => ({ data: { sendOTP: true } })) {
  const graphql = mockGraphQL({ sendOTP: send, validateOTP: validate })
  const onVerified = vi.fn()
  renderAt(
    '/',
    '/',
    <OtpVerification userId={41} token="reg-token" maskedPhone="******4567" onVerified={onVerified} />,
  )
  return { ...graphql, onVerified }
}

const resendButton = () => screen.getByTestId('otp-resend') as HTMLButtonElement
const codeInput = () => screen.getByTestId('otp-code') as HTMLInputElement

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('one-time code screen', () => {
  it('sends one code on entering and shows only the last 4 digits of the phone', async () => {
    const { callsOf } = setup(() => ({ data: { validateOTP: true } }))
    await settle()
    expect(callsOf('sendOTP').map((call) => call.variables)).toEqual([{ userId: 41, token: 'reg-token' }])
    const prompt = screen.getByTestId('otp-sent-to').textContent ?? ''
    expect(prompt).toContain('ending in 4567')
    expect(prompt).not.toContain('*')
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code')
    expect(document.activeElement).toBe(codeInput())
  })

  it('keeps Resend disabled for 30 s with a visible countdown', async () => {
    setup(() => ({ data: { validateOTP: true } }))
    await settle()
    expect(resendButton().disabled).toBe(true)
    expect(resendButton().textContent).toBe('Resend code in 30 s')
    await advanceSeconds(10)
    expect(resendButton().textContent).toBe('Resend code in 20 s')
    expect(resendButton().disabled).toBe(true)
    await advanceSeconds(19)
    expect(resendButton().textContent).toBe('Resend code in 1 s')
    await advanceSeconds(1)
    expect(resendButton().disabled).toBe(false)
    expect(resendButton().textContent).toBe('Resend code')
  })

  it('resends: confirms it and starts the wait again', async () => {
    const { callsOf } = setup(() => ({ data: { validateOTP: true } }))
    await settle()
    await advanceSeconds(30)
    click(resendButton())
    await settle()
    expect(callsOf('sendOTP')).toHaveLength(2)
    expect(screen.getByTestId('otp-resent').textContent).toBe(Messages.otpResent)
    expect(resendButton().disabled).toBe(true)
    expect(resendButton().textContent).toBe('Resend code in 30 s')
  })

  it('shows the generic message when resending fails, and lets the user try again', async () => {
    let sends = 0
    setup(
      () => ({ data: { validateOTP: true } }),
      () => (++sends === 1 ? { data: { sendOTP: true } } : gqlError('SMS gateway down', 'INTERNAL')),
    )
    await settle()
    await advanceSeconds(30)
    click(resendButton())
    await settle()
    expect(screen.getByTestId('otp-resend-error').textContent).toBe('Something went wrong')
    expect(resendButton().disabled).toBe(false)
  })

  it("shows the red 'incorrect OTP' banner and clears the code on a mismatch", async () => {
    const { onVerified } = setup(() =>
      gqlError('Incorrect or expired OTP. Please try again.', 'INCORRECT_OTP'),
    )
    await settle()
    typeCode('123456')
    click(screen.getByTestId('otp-verify'))
    await settle()
    const banner = screen.getByTestId('otp-error-banner')
    expect(screen.getByText('incorrect OTP')).toBeTruthy()
    expect(banner.textContent).toContain('Incorrect or expired OTP. Please try again.')
    // Red: MUI's filled error alert.
    expect(banner.classList.contains('MuiAlert-filled')).toBe(true)
    expect(banner.classList.contains('MuiAlert-colorError')).toBe(true)
    expect(codeInput().value).toBe('')
    expect(onVerified).not.toHaveBeenCalled()
  })

  it('treats a false answer as a mismatch too', async () => {
    setup(() => ({ data: { validateOTP: false } }))
    await settle()
    typeCode('654321')
    fireEvent.submit(screen.getByTestId('otp-form'))
    await settle()
    expect(screen.getByText('incorrect OTP')).toBeTruthy()
    expect(codeInput().value).toBe('')
  })

  it('asks for 6 digits and ignores anything but digits', async () => {
    const { callsOf } = setup(() => ({ data: { validateOTP: true } }))
    await settle()
    typeCode('12a3')
    expect(codeInput().value).toBe('123')
    click(screen.getByTestId('otp-verify'))
    await settle()
    expect(screen.getByText(V.otpFormat)).toBeTruthy()
    expect(callsOf('validateOTP')).toHaveLength(0)
  })

  it('checks the code with the user and link token, then hands over', async () => {
    const { onVerified, callsOf } = setup(() => ({ data: { validateOTP: true } }))
    await settle()
    typeCode('246810')
    click(screen.getByTestId('otp-verify'))
    await settle()
    expect(callsOf('validateOTP')[0].variables).toEqual({
      userId: 41,
      otpReceived: '246810',
      token: 'reg-token',
    })
    expect(onVerified).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('otp-error-banner')).toBeNull()
  })
})
