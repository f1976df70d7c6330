import { expect, test } from '@playwright/test'
import { CardPaymentPage } from '../pages/card-payment-page'
import { signInAsParent } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

test.use({ viewport: { width: 375, height: 812 } })

// The seed billed the demo parent's child an ad hoc invoice (art kit and bus) besides last month's fees; the family
// pays it from its page on a phone. (Last month's invoice stays owed for the GIRO archive of finance.spec.ts; the
// card takes a monthly invoice the same way, as the API tests show.)
test('a parent pays an invoice by card from its page: PayNow offered, then paid with its receipt', async ({
  page,
}) => {
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-invoices').click()
  const invoice = page
    .getByTestId('child-invoices-cards')
    .locator('[data-testid^="child-invoice-"]')
    .filter({ hasText: 'Art and craft kit' })
    .first()
  await invoice.getByRole('link').click()
  const card = new CardPaymentPage(page)
  await expect(page.getByTestId('invoice-pay')).toBeVisible()
  await expect(page.getByTestId('paynow-reference')).toContainText('INV-')
  await expectNoSeriousA11yViolations(page)

  await card.pay.click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/SESSION/)
  await card.answer('approve')
  await expect(page).toHaveURL(/\/finance\/invoice\/\d+\?orderId=/)
  await expect(page.getByTestId('invoice-pay-paid')).toBeVisible()
  await expect(card.pay).toHaveCount(0)
  await expect(page.getByTestId('finance-invoice-outstanding')).toContainText('$0.00')
  await expect(card.receipts).toContainText('Card')
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: 'test-results/invoice-card-paid.png', fullPage: true })
})
