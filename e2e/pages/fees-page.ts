import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** Fee management (/feemanagement?tab=): tier cards, the change form and the fee change requests. */
export class FeeManagementPage extends BasePage {
  protected override readonly path = '/feemanagement'
  readonly heading: Locator
  readonly draftsTab: Locator
  readonly notice: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Fee management' })
    this.draftsTab = this.byTestId('fee-tab-drafts')
    this.notice = this.byTestId('fees-notice')
  }

  /** Shows this centre's tiers (with many centres in reach the page shows one centre at a time). */
  async showCentre(label: string): Promise<void> {
    await this.byTestId('fee-centre-filter').selectOption({ label })
  }

  /** The card of the tier whose title holds this text (centre and label). */
  tier(text: string): Locator {
    return this.page
      .locator('[data-testid^="fee-tier-"]')
      .filter({ has: this.page.getByRole('heading', { name: text }) })
  }

  async changeFees(text: string): Promise<void> {
    await this.tier(text).locator('[data-testid^="fee-tier-change-"]').click()
  }

  /** The change form's amount input of the fee shown as 'level · nationality · programme'. */
  amountFor(fee: string): Locator {
    return this.page.locator('[data-testid^="fee-change-row-"]').filter({ hasText: fee }).locator('input')
  }

  /** The levels of the shown request's fees, in the order listed (each level once). */
  async draftLevels(): Promise<string[]> {
    const rows = this.page.locator('[data-testid^="fee-draft-items-row"]')
    const levels = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''))
    return [...new Set(levels)]
  }
}
