import { expect, test } from '@playwright/test'
import { ParentInfoPage } from '../pages/parent-info-page'
import { expectNoSeriousA11yViolations } from '../support/axe'

const PHONE = { width: 390, height: 844 }

/** A date of birth that makes the child about two years old next month: the Playgroup level (18 to 36 months). */
function twoYearOld(today = new Date()): string {
  const born = new Date(Date.UTC(today.getUTCFullYear() - 2, today.getUTCMonth(), 10))
  return born.toISOString().slice(0, 10)
}

test.describe('public pages (a visitor on a phone)', () => {
  test.use({ viewport: PHONE })

  test('finds a centre by postal code with the wait and the fee after subsidy, and enquires with it ticked', async ({
    page,
  }) => {
    await page.goto('/enquiry')
    await page.getByTestId('public-link-parentsearch').click()
    await expect(page).toHaveURL(/\/parentsearch$/)
    await expect(page).toHaveTitle(/^Find a centre/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/parentsearch$/)

    await page.getByTestId('search-level').selectOption({ label: 'Playgroup' })
    await page.getByTestId('search-programme').selectOption({ label: 'Full Day' })
    await page.getByTestId('radius-search-input').fill('560339')

    const card = page.locator('[data-testid^="outlook-"]', { hasText: 'Sunflower @ Teck Ghee' })
    await expect(card).toContainText('km away')
    await expect(card).toContainText('Blk 409 Ang Mo Kio Avenue 10')
    await expect(card.getByTestId('outlook-wait')).toContainText(
      /(A place can be expected around \w+ \d{4})|(No place is expected within the next 12 months)/,
    )
    // Working, citizen, no income given: the basic subsidy ($300 for child care) off the fee.
    const fee = card.getByTestId('outlook-fee')
    await expect(fee).toContainText(/After subsidy: \$[\d,]+\.\d\d a month/)
    const basicOnly = await fee.textContent()
    // An income within the lowest band adds the additional subsidy: the fee after subsidy goes down.
    await page.getByTestId('search-income').fill('2500')
    await expect(fee).not.toHaveText(basicOnly ?? '')

    await card.getByRole('link', { name: 'Enquire at this centre' }).click()
    await expect(page).toHaveURL(/\/enquiry\?centre=\d+&month=\d{4}-\d{2}&program=\d+/)
    await page.getByTestId('child-date-of-birth').fill(twoYearOld())
    await page.getByTestId('child-date-of-birth').blur()
    const row = page.locator('[data-testid^="centre-row-"]', { hasText: 'Sunflower @ Teck Ghee' })
    await expect(row.locator('input[type="checkbox"]')).toBeChecked()
  })

  test('reads /parentinfo at 360 px, works out the subsidy, then goes to the enquiry form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/enquiry')
    await page.getByTestId('public-link-parentinfo').click()
    await expect(page).toHaveURL(/\/parentinfo$/)
    await expect(page).toHaveTitle(/^Before you enquire/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/parentinfo$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')

    const info = new ParentInfoPage(page)
    // The school's own state map: enquire first, the centre visit and registration payment among the steps.
    await expect(info.step('enquire')).toContainText('Send an enquiry')
    await expect(info.step('visit')).toBeVisible()
    await expect(info.step('payment')).toBeVisible()
    await expect(info.feeRows.first()).toContainText(/\$[\d,]+\.\d\d/)
    // HQ's FAQ as written, in order.
    await info.faq(0).click()
    await expect(info.faqAnswer(0)).toBeVisible()

    // A working family of a citizen child with $4,000 a month: $300 basic + $440 additional (ECDA's bands).
    await info.typeIncome('4000')
    await expect(info.subsidyTotal).toHaveText(/\$740\.00 a month/)
    await info.toggleWorking()
    await expect(info.subsidyTotal).not.toHaveText(/\$740\.00/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoSeriousA11yViolations(page)

    await info.enquire.click()
    await expect(page).toHaveURL(/\/enquiry$/)
    await expect(page.getByTestId('child-date-of-birth')).toBeVisible()
  })

  test('/intro shows the school, its programmes and its centres on the map', async ({ page }) => {
    await page.goto('/enquiry')
    await page.getByTestId('public-link-intro').click()
    await expect(page).toHaveTitle(/^About us/)
    await expect(page.getByTestId('intro-text')).not.toBeEmpty()
    await expect(page.getByTestId('intro-programme-0')).toBeVisible()
    await expect(page.locator('[data-testid^="intro-centre-"]').first()).toContainText('Singapore')
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('no public page scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of ['/parentsearch', '/login', '/enquiry', '/intro', '/parentinfo']) {
      await page.goto(path)
      for (const link of ['intro', 'parentinfo', 'parentsearch'])
        await expect(page.getByTestId(`public-link-${link}`)).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
    }
  })
})
