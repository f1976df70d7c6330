import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The child's Withdrawal tab (/details/child/{id}/withdrawals): the child's withdrawals and giving notice. */
export class ChildWithdrawalTab extends BasePage {
  readonly panel = this.byTestId('child-withdrawals')
  readonly giveNotice = this.byTestId('withdrawal-give-notice')
  readonly form = this.byTestId('withdrawal-notice-form')
  readonly lastDay = this.byTestId('withdrawal-last-day')
  readonly reason = this.byTestId('withdrawal-reason')
  readonly estimate = this.byTestId('withdrawal-estimate')
  readonly shortNotice = this.byTestId('estimate-short-notice')
  readonly earliestLastDay = this.byTestId('estimate-earliest-last-day')
  readonly sent = this.byTestId('withdrawal-notice-sent')
  readonly send = this.byTestId('withdrawal-notice-save')
  readonly rows: Locator

  constructor(page: Page) {
    super(page)
    this.rows = this.panel.locator('[data-testid^="child-withdrawal-"]:not([data-testid*="-open-"])')
  }

  /** The withdrawal's id, read from its row on the tab. */
  async withdrawalId(row: Locator): Promise<number> {
    const testId = (await row.getAttribute('data-testid')) ?? ''
    return Number(testId.replace('child-withdrawal-', ''))
  }
}

/** /withdrawals (the staff lists) and /withdrawals/{id} (one request, with the steps the viewer may take). */
export class WithdrawalsPage extends BasePage {
  protected override readonly path = '/withdrawals'
  readonly drafts = this.byTestId('withdrawal-drafts')
  readonly detail = this.byTestId('withdrawal-detail')
  readonly dialog = this.byTestId('withdrawal-decision')

  status(id: number): Locator {
    return this.byTestId(`withdrawal-status-${id}`)
  }

  /** A request's row in the list. */
  row(id: number): Locator {
    return this.byTestId(`withdrawal-row-${id}`)
  }

  /** The value beside a label in the request's facts. */
  fact(label: string): Locator {
    return this.detail
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label }) })
      .getByRole('cell')
  }

  step(key: 'approveCentre' | 'rejectCentre' | 'approveHQ' | 'rejectHQ' | 'cancel'): Locator {
    return this.byTestId(`withdrawal-${key}`)
  }

  async openDetail(id: number) {
    await this.goto(`/withdrawals/${id}`)
  }

  /** Takes a step through its dialog, with an optional remark. */
  async decide(key: 'approveCentre' | 'approveHQ', remark = '') {
    await this.step(key).click()
    if (remark) await this.byTestId('withdrawal-decision-remark').fill(remark)
    await this.byTestId('withdrawal-decision-confirm').click()
    await this.dialog.waitFor({ state: 'hidden' })
  }
}
