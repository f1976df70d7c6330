import { expect, test } from '@playwright/test'
import { BasePage } from '../pages/base-page'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('the server reports healthy', async ({ request }) => {
  const response = await request.get('/health')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('a signed-out visitor opening the app lands on the login page, which passes axe', async ({ page }) => {
  await new BasePage(page).goto('/')
  await expect(page).toHaveURL(/\/login(\?.*)?$/)
  await expectNoSeriousA11yViolations(page)
})
