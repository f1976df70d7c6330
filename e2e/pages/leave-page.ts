import type { Locator } from '@playwright/test'
import { BasePage } from './base-page'

/** The child's Leave tab (/details/child/{id}/leave): the child's requests and asking for leave. */
export class ChildLeaveTab extends BasePage {
  readonly panel = this.byTestId('child-leave')
  readonly request = this.byTestId('leave-request')
  readonly form = this.byTestId('leave-form')
  readonly type = this.byTestId('leave-type')
  readonly from = this.byTestId('leave-from')
  readonly to = this.byTestId('leave-to')
  readonly remark = this.byTestId('leave-remark')
  readonly send = this.byTestId('leave-save')
  readonly notice = this.byTestId('leave-notice')
  readonly rows: Locator = this.panel.locator('[data-testid^="child-leave-"]')

  status(id: number): Locator {
    return this.byTestId(`leave-status-${id}`)
  }

  /** The request's id, read from its card. */
  async leaveId(row: Locator): Promise<number> {
    return Number(((await row.getAttribute('data-testid')) ?? '').replace('child-leave-', ''))
  }
}

/** The calendar's Leave tab (/calendar?tab=leave): the centre's leave of a month, approved or rejected here. */
export class CentreLeavePage extends BasePage {
  protected override readonly path = '/calendar?tab=leave'
  readonly panel = this.byTestId('centre-leave')

  row(id: number): Locator {
    return this.byTestId(`centre-leave-${id}`)
  }

  /** Picks the calendar's centre by its label. */
  async chooseCentre(label: RegExp) {
    await this.byTestId('calendar-centre').click()
    await this.page.getByRole('option', { name: label }).click()
  }

  approve(id: number): Locator {
    return this.byTestId(`leave-approve-${id}`)
  }

  status(id: number): Locator {
    return this.byTestId(`leave-status-${id}`)
  }
}
