import { expect, test } from '@playwright/test'
import { PhoneScreen } from '../pages/phone-screen'
import { DemoStaff, signInAsStaff } from '../support/auth'

// Issue 27 (decision 0083): the server refuses in English with a reason; the kiosk shows it in the tablet's language.
test('a wrong code at a kiosk switched to 中文 is refused in Chinese, and the refusal fits at 360 px', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const tablet = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage()
  await signInAsStaff(tablet, DemoStaff.principal)
  await tablet.goto('/kiosk')
  await tablet.getByLabel('Centre').click()
  await tablet.getByRole('option', { name: /Tampines/ }).click()
  await tablet.getByRole('button', { name: 'Open the kiosk on this tablet' }).click()
  await expect(tablet.getByLabel('Scan the QR code or type the PIN')).toBeVisible()

  await tablet.getByTestId('language-switcher').click()
  await tablet.getByTestId('language-zh').click()
  await tablet.getByLabel('扫描二维码或输入 PIN 码').fill('000000')
  await tablet.getByRole('button', { name: '继续' }).click()
  await expect(tablet.getByRole('alert')).toHaveText('此代码无效。请在家长应用中获取新代码。')
  await new PhoneScreen(tablet).expectFitsAndTranslated('the kiosk’s refusal in Chinese')
})
