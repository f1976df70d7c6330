import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The blacklist (/specialmanagement): families and requests, and the request form (/addtospecialhandling). */
export class BlacklistPage extends BasePage {
  protected override readonly path = '/specialmanagement'
  readonly heading: Locator
  readonly entries: Locator
  readonly requests: Locator
  readonly decisionDialog: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Blacklist' })
    this.entries = page.locator('[data-testid^="blacklist-entry-row-"]')
    this.requests = page.locator('[data-testid^="blacklist-draft-row-"]')
    this.decisionDialog = this.byTestId('blacklist-decision')
  }

  async open(tab: 'entries' | 'requests' = 'entries'): Promise<void> {
    await this.goto(`${this.path}?tab=${tab}`)
    await this.heading.waitFor()
  }

  request(childName: string): Locator {
    return this.requests.filter({ hasText: childName })
  }

  /** The request form: finds the family by `search`, picks it, names the reason and a remark, and sends it. */
  /** Requests blacklisting of the family of `child` (its full name): searched by surname, picked by name. */
  async requestBlacklisting(child: string, reason: string, remark: string): Promise<void> {
    await this.byTestId('blacklist-add').click()
    await this.byTestId('blacklist-search').fill(child.split(' ').at(-1)!)
    await this.byTestId('blacklist-search-results')
      .getByRole('button')
      .filter({ hasText: child })
      .first()
      .click()
    await this.byTestId('blacklist-reason').selectOption({ label: reason })
    await this.byTestId('blacklist-remark').fill(remark)
    await this.byTestId('blacklist-submit').click()
  }

  async approve(childName: string, remark: string): Promise<void> {
    await this.request(childName).getByRole('button', { name: 'Approve' }).click()
    await this.byTestId('blacklist-decision-remark').fill(remark)
    await this.byTestId('blacklist-decision-confirm').click()
    await this.decisionDialog.waitFor({ state: 'hidden' })
  }
}
