import { expect, type Page, test } from '@playwright/test'
import { DemoParent, DemoStaff, signInAsParent, signInAsStaff } from '../support/auth'

const SHOTS = process.env.FINANCE_SHOTS

/** The run's id from the review's address (?run=). */
const runIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('run'))

/** Opens the n-th outstanding invoice of this month's run from the Invoices tab; returns its id. */
async function openOutstandingInvoice(page: Page, month: string, index: number) {
  await page.goto(`/financemanagement?tab=invoices&status=issued&type=monthly&month=${month}`)
  const links = page.getByTestId('finance-invoices-table').getByRole('link')
  await expect(links.nth(index)).toBeVisible()
  await links.nth(index).click()
  await expect(page.getByTestId('finance-invoice-detail')).toBeVisible()
  return Number(page.url().split('/').pop())
}

// The seed issued last month for the demo centre; this test runs this month for the first centre in reach.
test('HQ drafts a month, a second approver issues it, staff record a cheque and a credit note', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page, DemoStaff.hq)
  await page.goto('/financemanagement')
  await page.getByTestId('finance-start-run-month').selectOption({ index: 1 })
  const month = await page.getByTestId('finance-start-run-month').inputValue()
  // The demo centre: its children have fee tiers (the seed issued its last month).
  await page.getByTestId('finance-start-run-centre').selectOption({ label: 'Little Steps @ Tampines' })
  await page.getByTestId('finance-start-run-submit').click()
  const review = page.getByTestId('finance-run-review')
  await expect(review).toBeVisible()
  const runId = runIdOf(page)
  await expect(page.getByTestId(`finance-run-status-${runId}`).first()).toHaveText('Dry run ready')
  // Every family's invoice says where each line comes from.
  const firstLines = review
    .getByTestId('finance-run-billed-table')
    .locator('[data-testid^="finance-draft-lines-"]')
  await expect(firstLines.first()).toContainText('Fee tier')
  // The maker may discard but never issue: the server's `can` says so.
  await expect(page.getByTestId('finance-run-issue')).toHaveCount(0)
  await expect(page.getByTestId('finance-run-second-person')).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1-dry-run.png`, fullPage: true })

  const second = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const approver = await second.newPage()
    await signInAsStaff(approver, DemoStaff.planner)
    await approver.goto(`/financemanagement?tab=runs&run=${runId}`)
    await approver.getByTestId('finance-run-issue').click()
    await approver.getByTestId('finance-run-confirm').click()
    await expect(approver.getByTestId(`finance-run-status-${runId}`).first()).toHaveText('Issued')
  } finally {
    await second.close()
  }

  // An offline cheque settles one invoice of the month.
  await openOutstandingInvoice(page, month, 0)
  await expect(page.getByTestId('finance-invoice-lines')).toContainText('Fee tier')
  await page.getByTestId('finance-invoice-record-payment').click()
  await page.getByTestId('finance-invoice-payment-type').selectOption('cheque')
  await page.getByTestId('finance-invoice-payment-reference').fill('CHQ 300111')
  await page.getByTestId('finance-invoice-payment-submit').click()
  await expect(page.getByTestId('finance-notice')).toContainText('Payment recorded: RCT-')
  await expect(page.getByTestId('finance-invoice-outstanding')).toContainText('$0.00')
  await expect(page.getByTestId('receipts')).toContainText('Cheque')

  // A credit note needs its remark.
  await openOutstandingInvoice(page, month, 0)
  await page.getByTestId('finance-invoice-credit-note').click()
  await page.getByTestId('finance-credit-note-amount').fill('10')
  await page.getByTestId('finance-credit-note-confirm').click()
  await expect(page.getByTestId('finance-credit-note')).toContainText('Required')
  await page.getByTestId('finance-credit-note-remark').fill('Two days closed for repairs')
  await page.getByTestId('finance-credit-note-confirm').click()
  await expect(page.getByTestId('finance-notice')).toContainText('Credit note CN-')
  await expect(page.getByTestId('finance-invoice-credit-notes')).toContainText('Two days closed for repairs')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/2-invoice.png`, fullPage: true })
})

// The seed issued last month's invoice of the demo parent's child: the family sees it, explained, on a phone.
test('a parent sees the balance and an invoice’s explained lines at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsParent(page)
  await page.getByTestId('child-profile-link').click()
  await page.getByTestId('child-tab-invoices').click()
  await expect(page.getByTestId('child-balance-cda')).toContainText('$')
  // The monthly invoice of the run (the seed also billed the child an ad hoc invoice).
  const monthly = page
    .getByTestId('child-invoices-cards')
    .locator('[data-testid^="child-invoice-"]')
    .filter({ hasText: 'Monthly' })
    .first()
  await expect(monthly.getByRole('link')).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/3-parent-invoices.png`, fullPage: true })
  await monthly.getByRole('link').click()
  await expect(page.getByTestId('finance-invoice-lines')).toContainText('Fee tier')
  // Recording payments and credit notes is finance staff's: the server offers the family neither.
  await expect(page.getByTestId('finance-invoice-record-payment')).toHaveCount(0)
  await expect(page.getByTestId('finance-invoice-credit-note')).toHaveCount(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/4-parent-invoice.png`, fullPage: true })
})

// The seed issued last month for the demo centre, and the demo parent's child has an approved GIRO (CDA) account.
test('HQ makes the GIRO deduction archive of a month and sees it listed with its download', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page, DemoStaff.hq)
  await page.goto('/financemanagement?tab=giro')
  // The months offered: this one, last month, next month.
  await page.getByTestId('finance-giro-month').selectOption({ index: 1 })
  await page.getByTestId('finance-giro-generate-deduction').click()
  await expect(page.getByTestId('finance-files-notice')).toContainText('is ready')
  await expect(page.getByTestId('finance-giro-made-download')).toHaveAttribute('href', /.+/)
  const listed = page
    .getByTestId('finance-giro-files-table')
    .locator('[data-testid^="finance-giro-files-file-"]')
  await expect(listed.first()).toContainText('Generated')
  await expect(listed.first()).toContainText('Deduction archive')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/5-giro-files.png`, fullPage: true })
})

// The seed placed the demo parent's child at the demo centre: HQ bills it an ad hoc invoice, finds it by number,
// and the family sees it on the child's statement of account on a phone.
test('HQ raises an explained ad hoc invoice, finds it by search, and the parent sees it on the statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page, DemoStaff.hq)
  await page.goto('/financemanagement?tab=invoices')
  await page.getByTestId('finance-new-invoice-open').click()
  const dialog = page.getByTestId('finance-new-invoice')
  await page.getByTestId('finance-new-invoice-centre').selectOption({ label: 'Little Steps @ Tampines' })
  await expect(
    page.getByTestId('finance-new-invoice-child').locator('option', { hasText: DemoParent.childName }),
  ).toHaveCount(1)
  await page.getByTestId('finance-new-invoice-child').selectOption({ label: DemoParent.childName })
  await page.getByTestId('finance-new-invoice-label-0').fill('Swimming lessons')
  await page.getByTestId('finance-new-invoice-price-0').fill('80')
  await page.getByTestId('finance-new-invoice-save').click()
  // Every line must say why it is billed: the server's rule, shown on the form.
  await expect(dialog).toContainText('Required')
  await page.getByTestId('finance-new-invoice-explanation-0').fill('Four lessons in the term')
  await page.getByTestId('finance-new-invoice-save').click()
  await expect(page.getByTestId('finance-invoice-detail')).toBeVisible()
  await expect(page.getByTestId('finance-invoice-lines')).toContainText('Four lessons in the term')
  const invoiceNo = (await page.getByRole('heading', { level: 1 }).innerText()).match(/INV-\d+/)![0]
  const invoiceUrl = page.url()

  // The search finds it by its number and opens it.
  await page.goto('/financemanagement?tab=search')
  await page.getByTestId('finance-search').fill(invoiceNo.toLowerCase())
  const hits = page.getByTestId('finance-search-results-table')
  await expect(hits.getByRole('link', { name: invoiceNo })).toBeVisible()
  await expect(hits).toContainText(DemoParent.childName)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/6-search.png`, fullPage: true })
  await hits.getByRole('link', { name: invoiceNo }).click()
  await expect(page).toHaveURL(invoiceUrl)

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const parent = await phone.newPage()
    await signInAsParent(parent)
    await parent.getByTestId('child-profile-link').click()
    await parent.getByTestId('child-tab-statement').click()
    const cards = parent.getByTestId('statement-cards')
    await expect(cards.getByRole('link', { name: invoiceNo })).toBeVisible()
    await expect(parent.getByTestId('statement-closing')).toContainText('$')
    if (SHOTS) await parent.screenshot({ path: `${SHOTS}/7-parent-statement.png`, fullPage: true })
  } finally {
    await phone.close()
  }
})
