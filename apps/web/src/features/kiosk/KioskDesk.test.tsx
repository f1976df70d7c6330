import { cleanup, screen } from '@testing-library/react'
import { KioskMsg } from '@preschool/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../i18n'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders } from '../../test/render'
import { KioskDesk } from './KioskDesk'

const family = [
  {
    ID: 7,
    firstname: 'Aisha',
    lastname: 'Tan',
    classLabel: 'K1 Sunflowers',
    collectors: [
      { name: 'Mei Tan', relation: 'Parent', mobileEnding: '4567', photoURL: null },
      { name: 'Mdm Lim', relation: 'Grandmother', mobileEnding: '4321', photoURL: '/files/lim.png' },
    ],
  },
]

describe('the kiosk desk', () => {
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await setLanguage('en', { remember: false })
  })

  it('has no camera button where the browser has no camera to offer; the typed code still works', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    mockGraphQL({ kioskIdentify: () => ({ data: { kioskIdentify: family } }) })
    const { user } = renderWithProviders(<KioskDesk token="k" onClose={() => undefined} />)
    expect(screen.queryByTestId('kiosk-scan-camera')).toBeNull()
    await user.type(screen.getByLabelText('Scan the QR code or type the PIN'), '123456')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    // Before a check-out the staff at the door see who may collect the child, with the photos.
    const collectors = await screen.findAllByTestId('kiosk-collector')
    expect(collectors.map((c) => c.textContent)).toEqual([
      'MMei TanParent · mobile ending 4567',
      'Mdm LimGrandmother · mobile ending 4321',
    ])
    expect(screen.getByAltText('Photo of Mdm Lim').getAttribute('src')).toBe('/files/lim.png')
  })

  it('offers "Scan with camera" on a secure page with a camera', () => {
    vi.stubGlobal('isSecureContext', true)
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } })
    mockGraphQL({})
    renderWithProviders(<KioskDesk token="k" onClose={() => undefined} />)
    expect(screen.getByTestId('kiosk-scan-camera').textContent).toBe('Scan with camera')
  })

  it('speaks the language chosen on the tablet: who may collect, in Chinese', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    await setLanguage('zh', { remember: false })
    mockGraphQL({ kioskIdentify: () => ({ data: { kioskIdentify: family } }) })
    const { user } = renderWithProviders(<KioskDesk token="k" onClose={() => undefined} />)
    await user.type(await screen.findByLabelText('扫描二维码或输入 PIN 码'), '123456')
    await user.click(screen.getByRole('button', { name: '继续' }))
    expect(await screen.findByText('可接送 Aisha')).toBeTruthy()
    expect((await screen.findAllByTestId('kiosk-collector'))[0].textContent).toBe(
      'MMei TanParent · 手机尾号 4567',
    )
  })

  it('shows the server’s refusal in the tablet’s language by its reason, else as the server words it', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    await setLanguage('zh', { remember: false })
    const refusals = [
      { message: KioskMsg.passExpired, extensions: { code: 'BAD_USER_INPUT', reason: 'kiosk.passExpired' } },
      {
        message: 'A refusal this build has no text for',
        extensions: { code: 'CONFLICT', reason: 'kiosk.new' },
      },
    ]
    mockGraphQL({ kioskIdentify: () => ({ errors: [refusals.shift()!] }) })
    const { user } = renderWithProviders(<KioskDesk token="k" onClose={() => undefined} />)
    await user.type(await screen.findByLabelText('扫描二维码或输入 PIN 码'), '123456')
    await user.click(screen.getByRole('button', { name: '继续' }))
    expect((await screen.findByRole('alert')).textContent).toBe('此代码已过期。请出示家长应用中的新代码。')
    await user.click(screen.getByRole('button', { name: '继续' }))
    expect(await screen.findByText('A refusal this build has no text for')).toBeTruthy()
  })
})
