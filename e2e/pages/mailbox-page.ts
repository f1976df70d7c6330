import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import type { MailboxMessage } from '../support/mailbox'
import { BasePage } from './base-page'

/** One message of the development mailbox (/dev/mailbox/:id), read as its recipient reads it: the HTML version. */
export class MailboxMessagePage extends BasePage {
  readonly heading: Locator
  readonly email: FrameLocator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1 })
    this.email = page.frameLocator('iframe[title="HTML version"]')
  }

  async open(message: MailboxMessage): Promise<void> {
    await this.goto(`/dev/mailbox/${message.id}`)
    await expect(this.heading).toHaveText(message.subject)
    await expect(this.header).toBeVisible()
  }

  /** The school's header band (logo on the primary colour) and footer (the school's name). */
  get header(): Locator {
    return this.email.locator('[data-role="header"]')
  }

  get footer(): Locator {
    return this.email.locator('[data-role="footer"]')
  }

  get action(): Locator {
    return this.email.locator('[data-role="action"]')
  }
}
