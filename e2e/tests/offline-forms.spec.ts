import { expect, test } from '@playwright/test'
import { ForgotPasswordPage } from '../pages/login-page'
import { DEMO_SCHOOL, DemoParent } from '../support/auth'

test.use({ viewport: { width: 360, height: 780 } })

test('a parent who reads Malay sends a form offline: told they are offline in Malay, and it goes through once back online', async ({
  page,
  context,
}) => {
  const forgot = new ForgotPasswordPage(page)
  await forgot.goto(`/forgot?fkSchool=${DEMO_SCHOOL}`)
  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-ms').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms')
  await forgot.email.fill(DemoParent.email)

  await context.setOffline(true)
  await forgot.submit.click()
  const form = page.getByTestId('forgot-form')
  await expect(form).toContainText(
    'Anda nampaknya tidak bersambung ke internet. Semak sambungan anda dan cuba lagi.',
  )
  await expect(form).not.toContainText('Failed to fetch')
  await expect(forgot.sentDialog).toBeHidden()

  await context.setOffline(false)
  await forgot.submit.click()
  await expect(forgot.sentDialog).toBeVisible()
})
