import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** Admissions (/pre-enrolment): tabs per enrolment stage with counts, the list, and one enquiry's page. */
export class AdmissionsPage extends BasePage {
  protected override readonly path = '/pre-enrolment'
  readonly heading: Locator
  readonly rows: Locator
  readonly detailTitle: Locator
  readonly history: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Admissions' })
    this.rows = page.locator('[data-testid^="admission-row-"]')
    this.detailTitle = this.byTestId('admission-title')
    this.history = this.byTestId('admission-history')
  }

  async open(): Promise<void> {
    await this.goto()
    await this.heading.waitFor()
  }

  /** Searches every stage (child, parent, email or birth certificate) and waits for the results. */
  async search(text: string): Promise<void> {
    await this.byTestId('admissions-search').fill(text)
    // The results list is a table on a desktop and cards on a phone (ResponsiveList's test ids).
    await this.page
      .locator(
        '[data-testid^="admissions-search-results-"]:is([data-testid$="-table"], [data-testid$="-cards"], [data-testid$="-empty"])',
      )
      .first()
      .waitFor()
  }

  tab(stage: string): Locator {
    return this.byTestId(`admissions-tab-${stage}`)
  }

  row(childName: string): Locator {
    return this.rows.filter({ hasText: childName })
  }

  async openEnquiry(childName: string): Promise<void> {
    await this.row(childName).getByRole('link', { name: childName }).click()
    await this.detailTitle.waitFor()
  }

  async showHistory(): Promise<void> {
    await this.byTestId('admission-tab-history').click()
    await this.history.waitFor()
  }
}
