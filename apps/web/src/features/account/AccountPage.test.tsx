import { AccountMsg, Messages, PUSH_KINDS, V } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeStore } from '../../lib/store'
import { buildMe, emptyTheme, meReply } from '../../shell/test/fixtures'
import { renderApp } from '../../shell/test/render-app'
import { gqlError, type GraphQLReply, mockGraphQL } from '../../test/graphql-mock'
import { accountRoutes } from './routes'

const account = (pendingEmail: string | null = null) => ({
  data: {
    myAccount: {
      ID: 7,
      firstname: 'Mei',
      lastname: 'Tan',
      email: 'mei@example.com',
      mobilePhone: '91234567',
      mobilePhoneCountryCode: '+65',
      pendingEmail,
    },
  },
})

function network(extra: Record<string, (v: Record<string, unknown>) => GraphQLReply> = {}) {
  return mockGraphQL({
    me: () => meReply(buildMe({ email: 'mei@example.com' })),
    findAllSchoolConfig: () => emptyTheme,
    findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: [] } }),
    getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
    myAccount: () => account(),
    myPushPreferences: () => ({
      data: { myPushPreferences: PUSH_KINDS.map((kind) => ({ kind, push: true })) },
    }),
    myConsents: () => ({
      data: {
        myConsents: [
          {
            ID: 2,
            kind: 'registration',
            version: '2026-11-24',
            givenAt: '2026-11-24T02:00:00.000Z',
            centreLabel: null,
          },
          {
            ID: 1,
            kind: 'enquiry',
            version: '2026-11-24',
            givenAt: '2026-11-24T01:00:00.000Z',
            centreLabel: 'Anchorvale',
          },
        ],
      },
    }),
    ...extra,
  })
}

describe('the account page', () => {
  beforeEach(() => writeStore({ fkSchool: 3, userToken: 'token' }))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('shows the profile and the consents, and saves a Singapore mobile without its spaces', async () => {
    const api = network({ updateMyProfile: () => ({ data: { updateMyProfile: { ID: 7 } } }) })
    const user = userEvent.setup()
    renderApp('/account', accountRoutes)
    const mobile = (await screen.findByTestId('account-mobile')) as HTMLInputElement
    expect(mobile.value).toBe('91234567')
    expect((await screen.findByTestId('account-consent-1')).textContent).toContain('Enquiry at Anchorvale')
    expect(screen.getByTestId('account-consent-2').textContent).toContain('Account registration')

    await user.clear(mobile)
    await user.type(mobile, '6250 1004')
    await user.click(screen.getByTestId('account-profile-save'))
    expect(await screen.findByText(V.mobileNotValid)).toBeTruthy()
    expect(api.callsOf('updateMyProfile')).toHaveLength(0)

    await user.clear(mobile)
    await user.type(mobile, '8123 4567')
    await user.click(screen.getByTestId('account-profile-save'))
    await screen.findByTestId('account-profile-saved')
    expect(api.callsOf('updateMyProfile')[0].variables).toEqual({
      firstname: 'Mei',
      lastname: 'Tan',
      mobilePhone: '81234567',
    })
  })

  it('saves which kinds of notification reach the devices: unticking one keeps every other', async () => {
    const api = network({
      updateMyPushPreferences: (v) => ({
        data: {
          updateMyPushPreferences: PUSH_KINDS.map((kind) => ({
            kind,
            push: (v.kinds as string[]).includes(kind),
          })),
        },
      }),
    })
    const user = userEvent.setup()
    renderApp('/account', accountRoutes)
    const attendance = await screen.findByTestId('account-push-kind-attendance')
    expect(attendance.textContent).toContain('Check-in and check-out')
    await user.click(attendance.querySelector('input')!)

    await screen.findByText('Your choice is saved.')
    expect(api.callsOf('updateMyPushPreferences')[0].variables).toEqual({
      kinds: PUSH_KINDS.filter((kind) => kind !== 'attendance'),
    })
    await waitFor(() =>
      expect(
        (screen.getByTestId('account-push-kind-attendance').querySelector('input') as HTMLInputElement)
          .checked,
      ).toBe(false),
    )
    expect(
      (screen.getByTestId('account-push-kind-invoice').querySelector('input') as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('changes the email in two steps: the code sent to the new address, then confirmed', async () => {
    let pending: string | null = null
    const api = network({
      myAccount: () => account(pending),
      requestEmailChange: (v) => {
        pending = String(v.newEmail)
        return { data: { requestEmailChange: { ID: 7, pendingEmail: pending } } }
      },
      confirmEmailChange: (v) =>
        v.code === '123456'
          ? { data: { confirmEmailChange: { ID: 7, email: pending } } }
          : gqlError(AccountMsg.codeInvalid, 'INCORRECT_OTP', { code: AccountMsg.codeInvalid }),
    })
    const user = userEvent.setup()
    renderApp('/account', accountRoutes)
    await user.type(await screen.findByTestId('account-new-email'), 'Mei.New@Example.com')
    await user.click(screen.getByTestId('account-email-send'))
    expect((await screen.findByTestId('account-email-pending')).textContent).toContain('mei.new@example.com')
    expect(api.callsOf('requestEmailChange')[0].variables).toEqual({ newEmail: 'mei.new@example.com' })

    await user.type(screen.getByTestId('account-email-code'), '654321')
    await user.click(screen.getByTestId('account-email-confirm'))
    expect(await screen.findByText(AccountMsg.codeInvalid)).toBeTruthy()
    await user.clear(screen.getByTestId('account-email-code'))
    await user.type(screen.getByTestId('account-email-code'), '123456')
    await user.click(screen.getByTestId('account-email-confirm'))
    await screen.findByTestId('account-email-changed')
  })

  it('changes the password with the current one, the rule checked before sending', async () => {
    const api = network({
      changeMyPassword: (v) =>
        v.currentPassword === 'Family123'
          ? { data: { changeMyPassword: true } }
          : gqlError(Messages.incorrectPassword, 'BAD_USER_INPUT', {
              currentPassword: Messages.incorrectPassword,
            }),
    })
    const user = userEvent.setup()
    renderApp('/account', accountRoutes)
    await user.type(await screen.findByTestId('account-current-password'), 'Wrong1234')
    await user.type(screen.getByTestId('account-new-password'), 'short1')
    await user.type(screen.getByTestId('account-confirm-password'), 'short1')
    await user.click(screen.getByTestId('account-password-save'))
    expect(await screen.findByText(V.passwordLength)).toBeTruthy()
    expect(api.callsOf('changeMyPassword')).toHaveLength(0)

    await user.clear(screen.getByTestId('account-new-password'))
    await user.type(screen.getByTestId('account-new-password'), 'Another123')
    await user.clear(screen.getByTestId('account-confirm-password'))
    await user.type(screen.getByTestId('account-confirm-password'), 'Another123')
    await user.click(screen.getByTestId('account-password-save'))
    expect(await screen.findByText(Messages.incorrectPassword)).toBeTruthy()
    await user.clear(screen.getByTestId('account-current-password'))
    await user.type(screen.getByTestId('account-current-password'), 'Family123')
    await user.click(screen.getByTestId('account-password-save'))
    await screen.findByTestId('account-password-changed')
    await waitFor(() =>
      expect(api.callsOf('changeMyPassword').at(-1)?.variables).toEqual({
        currentPassword: 'Family123',
        newPassword: 'Another123',
      }),
    )
  })
})
