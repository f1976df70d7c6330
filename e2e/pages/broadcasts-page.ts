import type { Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** /broadcast and its create and edit screens, with the read receipts of a published broadcast. */
export class BroadcastsPage extends BasePage {
  protected override readonly path = '/broadcast'
  readonly addButton: Locator = this.byTestId('broadcast-add')
  readonly notice: Locator = this.byTestId('broadcasts-notice')
  readonly subject: Locator = this.byTestId('broadcast-subject')
  readonly body: Locator = this.byTestId('broadcast-body')
  readonly needsAck: Locator = this.byTestId('broadcast-needs-ack')
  readonly scopeSearch: Locator = this.byTestId('broadcast-scope-search')
  readonly publish: Locator = this.byTestId('broadcast-save')
  readonly receiptsSummary: Locator = this.byTestId('broadcast-receipts-summary')

  row = (subject: string) => this.rowOf(subject).first()
  rowOf = (subject: string) =>
    this.page.locator('[data-testid^="broadcast-row-"]').filter({ hasText: subject })
  recipientRows = () => this.byTestId('broadcast-receipts').locator('tr[data-testid^="broadcast-recipient-"]')

  async addScope(search: string, type: 'centre' | 'class' | 'child') {
    await this.scopeSearch.fill(search)
    await this.page.locator(`[data-testid^="broadcast-scope-add-${type}-"]`).first().click()
  }
}

/** The parent's inbox on the dashboard. */
export class ParentInboxPage extends BasePage {
  protected override readonly path = '/dashboard'
  readonly inbox: Locator = this.byTestId('parent-inbox')
  /** The broadcast opened in the inbox. */
  readonly opened: Locator = this.inbox.locator('[data-testid^="inbox-open-"]')
  item = (subject: string) => this.inbox.getByRole('button', { name: new RegExp(subject) })
}
