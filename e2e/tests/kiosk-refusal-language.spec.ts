import { expect, test } from '@playwright/test'
import { KioskTablet } from '../pages/kiosk-tablet'
import { PhoneScreen } from '../pages/phone-screen'

// Issue 27 (decision 0083): the server refuses in English with a reason; the kiosk shows it in the tablet's language.
test('a wrong code at a kiosk switched to 中文 is refused in Chinese, and the refusal fits at 360 px', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const tablet = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage()
  await new KioskTablet(tablet).openAtTampines()

  await tablet.getByTestId('language-switcher').click()
  await tablet.getByTestId('language-zh').click()
  await tablet.getByLabel('扫描二维码或输入 PIN 码').fill('000000')
  await tablet.getByRole('button', { name: '继续' }).click()
  await expect(tablet.getByRole('alert')).toHaveText('此代码无效。请在家长应用中获取新代码。')
  await new PhoneScreen(tablet).expectFitsAndTranslated('the kiosk’s refusal in Chinese')
})
