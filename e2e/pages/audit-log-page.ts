import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The audit log (/settings/auditlog): filters, the paged entries and the failed background jobs. */
export class AuditLogPage extends BasePage {
  protected override readonly path = '/settings/auditlog'
  readonly heading: Locator
  readonly rows: Locator
  readonly failedJobs: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Audit log' })
    this.rows = page.locator('[data-testid^="auditlog-row-"]')
    this.failedJobs = this.byTestId('auditlog-failed-jobs')
  }

  async open(): Promise<void> {
    await this.goto()
    await this.heading.waitFor()
  }

  async filter(values: { person?: string; action?: string; from?: string; to?: string }): Promise<void> {
    for (const [key, value] of Object.entries(values)) await this.byTestId(`auditlog-${key}`).fill(value)
    await this.byTestId('auditlog-search').click()
  }
}
