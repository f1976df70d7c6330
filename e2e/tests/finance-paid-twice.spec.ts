import { expect, test } from '@playwright/test'
import { DemoStaff, signInAsStaff } from '../support/auth'

// The seed: Rachel Tan's son Ethan has an ad hoc invoice of $50.15 (art kit with GST, excursion bus), and the family
// whose invoice the demo cheque paid also paid it by card (UNAPPLIED).
test('finance finds a family by a parent’s name and by amount, and refunds a card payment taken twice', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page, DemoStaff.hq)

  // A parent's first name, typed in capitals: the child's documents.
  await page.goto('/financemanagement?tab=search&q=RACHEL')
  const hit = page
    .getByTestId('finance-search-results-table')
    .locator('[data-testid^="finance-search-hit-"]')
    .first()
  await expect(hit).toContainText('Ethan Tan')
  // An amount, with its dollar sign: the invoice of that total.
  await page.goto(`/financemanagement?tab=search&q=${encodeURIComponent('$50.15')}`)
  await expect(hit).toContainText('Ethan Tan')
  await expect(hit).toContainText('$50.15')

  // The card payment taken twice: refunded once, then gone from the list and in the refunds.
  await page.goto('/financemanagement?tab=unapplied')
  const rows = page.getByTestId('finance-unapplied-table').locator('[data-testid^="finance-unapplied-row-"]')
  await expect(rows).toHaveCount(1)
  await rows.first().locator('[data-testid^="finance-unapplied-refund-"]').click()
  await page.getByTestId('finance-unapplied-refund-remark').fill('Paid by cheque and by card')
  await page.getByTestId('finance-unapplied-refund-confirm').click()
  await expect(page.getByTestId('finance-unapplied-notice')).toBeVisible()
  await expect(page.getByTestId('finance-unapplied-empty')).toBeVisible()
  await page.goto('/financemanagement?tab=refunds&status=pending')
  await expect(page.getByTestId('finance-refunds-table')).toContainText('already paid')
})
