import { expect, test } from '@playwright/test'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

// Head office adds a notifiable symptom from the settings home, sees it kept after a reload, then removes it again
// so the school's list is as seeded for the other specs.
test('head office adds a notifiable symptom, sees it saved, and removes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsStaff(page, DemoStaff.hq)
  await page.goto('/settings')
  await page.getByTestId('settings-card-notifiablesymptoms').click()
  await expect(page).toHaveURL(/\/settings\/notifiablesymptoms$/)
  const rows = page.locator('input[data-testid^="symptom-"]')
  await expect(page.getByTestId('symptom-0')).toHaveValue('Hand-foot-and-mouth disease')
  const before = await rows.count()

  await page.getByTestId('symptom-add').click()
  const added = page.getByTestId(`symptom-${before}`)
  await added.fill('  Scabies ')
  await expectNoSeriousA11yViolations(page)
  await page.getByTestId('symptoms-save').click()
  await expect(page.getByTestId('symptoms-notice')).toContainText('Notifiable symptoms saved')

  await page.reload()
  await expect(page.getByTestId(`symptom-${before}`)).toHaveValue('Scabies')
  await expect(rows).toHaveCount(before + 1)

  // A repeat is refused on its row before anything is sent.
  await page.getByTestId('symptom-add').click()
  await page.getByTestId(`symptom-${before + 1}`).fill('scabies')
  await page.getByTestId('symptoms-save').click()
  await expect(page.getByText('This symptom is already in the list')).toBeVisible()
  await page.getByTestId(`symptom-remove-${before + 1}`).click()

  await page.getByTestId(`symptom-remove-${before}`).click()
  await page.getByTestId('symptoms-save').click()
  await expect(page.getByTestId('symptoms-notice')).toContainText('Notifiable symptoms saved')
  await page.reload()
  await expect(rows).toHaveCount(before)
})
