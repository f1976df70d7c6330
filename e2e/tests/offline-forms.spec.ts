import { expect, test } from '@playwright/test'
import { AccountPage } from '../pages/account-page'
import { ForgotPasswordPage } from '../pages/login-page'
import { DEMO_SCHOOL, DemoParent, signInAsParent } from '../support/auth'

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

test('a parent saves the profile offline: the offline message is in the form’s alert, not under the mobile number', async ({
  page,
  context,
}) => {
  await signInAsParent(page, DemoParent.email, DemoParent.password, { redirect: '/account' })
  const account = new AccountPage(page)
  await expect(account.page_).toBeVisible()
  await expect(account.mobile).not.toHaveValue('')

  await context.setOffline(true)
  await account.saveProfile.click()
  const alert = page.getByTestId('account-profile-error')
  await expect(alert).toHaveText('You appear to be offline. Check your connection and try again.')
  await expect(account.errorOf(account.mobile)).toHaveCount(0)
  await expect(account.mobile).not.toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: test.info().outputPath('account-profile-offline-360.png'), fullPage: true })

  // Back online, the same values save and the alert goes.
  await context.setOffline(false)
  await account.saveProfile.click()
  await expect(account.profileSaved).toBeVisible()
  await expect(alert).toBeHidden()
})
