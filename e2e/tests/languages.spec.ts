import { expect, test } from '@playwright/test'
import { LoginPage } from '../pages/login-page'
import { PhoneScreen } from '../pages/phone-screen'
import { Shell } from '../pages/shell'
import { DEMO_SCHOOL, DemoParent } from '../support/auth'

// Screenshots of each language, for review (test-results is not committed).
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true })

test.describe('four languages (issue 27)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a visitor switches the enquiry form to 中文 then தமிழ், signs in and reads the dashboard in Tamil; nothing scrolls sideways at 360 px', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const screen = new PhoneScreen(page)
    await screen.open(`/enquiry?fkSchool=${DEMO_SCHOOL}`, 'enquiry-form')
    await expect(page.getByRole('heading', { level: 1, name: 'Get Started' })).toBeVisible()

    await page.getByTestId('language-switcher').click()
    await page.getByTestId('language-zh').click()
    await expect(page.getByRole('heading', { level: 1, name: '开始咨询' })).toBeVisible()
    await expect(page.getByTestId('enquiry-form').getByText('家长资料')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
    await page.screenshot(shot('languages-enquiry-zh'))

    await page.getByTestId('language-switcher').click()
    await page.getByTestId('language-ta').click()
    await expect(page.getByRole('heading', { level: 1, name: 'தொடங்குவோம்' })).toBeVisible()
    await expect(page.getByTestId('enquiry-form').getByText('பெற்றோர் விவரங்கள்')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await page.screenshot(shot('languages-enquiry-ta'))
    await page.setViewportSize({ width: 360, height: 780 })
    await screen.expectFitsAndTranslated('the enquiry form in Tamil')

    // The device remembers the choice: the login page opens in Tamil, and so does the dashboard after it.
    const login = new LoginPage(page)
    await login.open(DEMO_SCHOOL)
    await expect(page.getByRole('heading', { level: 1, name: 'மீண்டும் வருக' })).toBeVisible()
    await screen.expectFitsAndTranslated('the login page in Tamil')
    await login.signIn(DemoParent.email, DemoParent.password)
    await new Shell(page).waitUntilSignedIn()
    await expect(page.getByTestId('parent-home')).toBeVisible()
    await expect(page.getByRole('heading', { name: `வணக்கம், ${DemoParent.firstname}` })).toBeVisible()
    await expect(page.getByText('உங்கள் குழந்தைகள்')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await screen.expectFitsAndTranslated('the dashboard in Tamil')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot(shot('languages-dashboard-ta'))
  })
})
