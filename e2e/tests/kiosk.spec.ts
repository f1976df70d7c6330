import { expect, test } from '@playwright/test'
import { KioskTablet } from '../pages/kiosk-tablet'
import { DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'

// The demo family whose child nothing else checks in (Ryan Koh, N2 Rainbow at Tampines): Grace Chua's mobile is the
// one the kiosk asks for.
const family = {
  email: 'transfer@littlesteps.demo',
  password: 'Parent123',
  mobile: '91230026',
  child: 'Ryan Koh',
}

test('a parent checks a child in at the kiosk with the code from the app, and the fever reaches the dashboard', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // The tablet at the door: the principal opens the kiosk, which signs her out of the tablet at once.
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage()
  await new KioskTablet(tablet).openAtTampines()
  await expect(tablet.getByRole('heading', { name: 'Check-in kiosk: Little Steps @ Tampines' })).toBeVisible()
  await expect(
    tablet.getByRole('link', { name: 'Log in' }).or(tablet.getByRole('button', { name: 'Log in' })),
  ).toBeVisible()

  // The parent's phone: a one-time code.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage()
  await signInAsParent(phone, family.email, family.password)
  const pass = phone.getByTestId('kiosk-pass')
  await pass.getByRole('button', { name: 'Show my code' }).click()
  await expect(phone.getByTestId('kiosk-pass-qr')).toBeVisible()
  const pin = (await phone.getByTestId('kiosk-pass-pin').innerText()).replace(/\D/g, '')
  expect(pin).toMatch(/^\d{6}$/)

  await tablet.getByLabel('Scan the QR code or type the PIN').fill(pin)
  await tablet.getByRole('button', { name: 'Continue' }).click()
  await expect(tablet.getByText(new RegExp(family.child))).toBeVisible()
  // The staff at the door see who may collect Ryan: his parents, then the demo grandmother with her photo.
  const grandmother = tablet.getByTestId('kiosk-collector').filter({ hasText: 'Mdm Lim Siew Hoon' })
  await expect(grandmother).toContainText('Grandmother · mobile ending')
  const face = grandmother.getByRole('img', { name: 'Photo of Mdm Lim Siew Hoon' })
  await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await tablet.getByLabel(`Temperature of Ryan (°C)`).fill('38.4')
  await tablet.getByLabel('Your mobile number').fill(family.mobile)
  await tablet.getByRole('button', { name: 'Check in' }).click()
  await expect(tablet.getByTestId('kiosk-done')).toContainText('Checked in. Have a good day!')

  // The same code works once.
  await tablet.getByRole('button', { name: 'Start over' }).click()
  await tablet.getByLabel('Scan the QR code or type the PIN').fill(pin)
  await tablet.getByRole('button', { name: 'Continue' }).click()
  await expect(
    tablet.getByText('This code is not valid. Ask for a new code in the parent app.'),
  ).toBeVisible()

  // The principal's dashboard, on her own computer: the fever is flagged.
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
  await signInAsStaff(desk, DemoStaff.principal, { fresh: true })
  await desk.goto('/dashboard')
  await expect(desk.getByText(/Ryan Koh \(N2 Rainbow\): fever 38\.4 °C at/)).toBeVisible()
})
