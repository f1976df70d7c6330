import { expect, test } from '@playwright/test'
import { DemoStaff, signInAsStaff } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

// The demo seed's transfer asked by HQ, waiting for the child's current centre (the other one is the transfer
// family's, Ryan Koh's, which transfer-journey.spec.ts walks).
test('HQ finds the transfer request it made, opens it, and is offered no decision on its own request', async ({
  page,
}) => {
  await signInAsStaff(page, DemoStaff.hq, { redirect: '/transfers' })
  const row = page.locator('[data-testid^="transfer-row-"]').filter({ hasNotText: 'Ryan Koh' }).first()
  await expect(row).toContainText('Waiting for the current centre')
  await expectNoSeriousA11yViolations(page)

  // The status filter narrows the requests; the completed tab lists none yet.
  await page.getByTestId('transfers-filter-status').selectOption({ label: 'Approved' })
  await expect(page.locator('[data-testid^="transfer-row-"]').filter({ hasNotText: 'Ryan Koh' })).toHaveCount(
    0,
  )
  await page.getByTestId('transfers-filter-status').selectOption({ label: 'All' })
  await expect(row).toBeVisible()

  await row.getByRole('link').first().click()
  await expect(page.getByTestId('transfer-detail')).toBeVisible()
  await expect(page.getByTestId('transfer-subsidy')).toBeVisible()
  await expect(page.getByTestId('transfer-activity')).not.toBeEmpty()
  // Maker is not approver: HQ made it, so neither centre's decision is offered to HQ.
  await expect(page.getByTestId('transfer-approveSource')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/transfers/detail.png', fullPage: true })
})
