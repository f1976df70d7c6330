import type { Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** The child's Transfers tab (/details/child/{id}/transfers): the child's requests and asking for one. */
export class ChildTransferTab extends BasePage {
  readonly panel = this.byTestId('child-transfers')
  readonly ask = this.byTestId('transfer-ask')
  readonly form = this.byTestId('transfer-request-form')
  readonly destination = this.byTestId('transfer-destination')
  readonly effectiveDate = this.byTestId('transfer-effective-date')
  readonly reason = this.byTestId('transfer-reason')
  readonly vacancy = this.byTestId('transfer-request-vacancy')
  readonly subsidy = this.byTestId('transfer-request-subsidy')
  readonly send = this.byTestId('transfer-request-save')
  readonly sent = this.byTestId('transfer-request-sent')
  readonly dialog = this.byTestId('transfer-decision')
  readonly cards: Locator = this.panel.locator(
    '[data-testid^="child-transfer-"]:not([data-testid*="-vacancy-"])',
  )

  /** The request's id, read from its card. */
  async transferId(card: Locator): Promise<number> {
    return Number(((await card.getAttribute('data-testid')) ?? '').replace('child-transfer-', ''))
  }
}
