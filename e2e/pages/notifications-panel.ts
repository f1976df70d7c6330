import { expect, type Locator, type Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The header's bell and its list of notifications. */
export class NotificationsPanel extends BasePage {
  readonly bell: Locator
  readonly list: Locator

  constructor(page: Page) {
    super(page)
    this.bell = this.byTestId('notification-bell')
    this.list = this.byTestId('notification-list')
  }

  async open(): Promise<void> {
    await this.bell.click()
    await expect(this.list).toBeVisible()
  }

  /** The notification whose title or body holds `text`. */
  item(text: string): Locator {
    return this.list.locator('[data-testid^="notification-"]').filter({ hasText: text })
  }
}
