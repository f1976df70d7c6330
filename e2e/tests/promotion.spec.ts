import { expect, test } from '@playwright/test'
import { PromotionPage } from '../pages/child-profile-page'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test('HQ previews the year-end promotion and applies it', async ({ page }) => {
  await signInAsStaff(page, DemoStaff.hq)
  const promotion = new PromotionPage(page)
  await promotion.open()
  // The demo has Nursery 1 children past their band (Chloe Ng) and a Nursery 2 child due for Kindergarten 1.
  await expect(promotion.preview).toBeVisible()
  const chloe = promotion.rows.filter({ hasText: 'Chloe Ng' })
  await expect(chloe).toContainText('Nursery 2')
  await expect(promotion.rows.filter({ hasText: 'Lucas Chua' })).toContainText('Kindergarten 1')
  await expectNoSeriousA11yViolations(page)

  await promotion.apply.click()
  await expect(promotion.done).toBeVisible()
  // Applied: nobody is due any more.
  await expect(promotion.empty).toBeVisible()
})
