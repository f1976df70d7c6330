import type { Locator, Page } from '@playwright/test'
import { BasePage } from './base-page'

/** The enquiry state machine editor (/registrationstateeditor): diagram, moves table, add form, remove dialog. */
export class StateEditorPage extends BasePage {
  protected override readonly path = '/registrationstateeditor'
  readonly heading: Locator
  readonly diagram: Locator
  readonly table: Locator
  readonly removeDialog: Locator
  readonly impact: Locator
  readonly confirmRemove: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 1, name: 'Enquiry state machine' })
    this.diagram = this.byTestId('state-diagram')
    this.table = this.byTestId('state-map-table')
    this.removeDialog = this.byTestId('state-map-remove-dialog')
    this.impact = this.byTestId('state-map-impact')
    this.confirmRemove = this.byTestId('state-map-remove-confirm')
  }

  async open(): Promise<void> {
    await this.goto()
    await this.diagram.waitFor()
  }

  /** Narrows the moves table to the moves naming a state (empty: every move). */
  async filter(text: string): Promise<void> {
    await this.byTestId('state-map-filter').fill(text)
  }

  row(from: string, to: string): Locator {
    return this.byTestId(`state-map-row-${from}-${to}`)
  }

  async startRemoving(from: string, to: string): Promise<void> {
    await this.row(from, to).getByRole('button', { name: 'Remove' }).click()
    await this.removeDialog.waitFor()
  }

  async allow(fromLabel: string, toLabel: string): Promise<void> {
    await this.byTestId('state-map-from').selectOption({ label: fromLabel })
    await this.byTestId('state-map-to').selectOption({ label: toLabel })
    await this.byTestId('state-map-add-submit').click()
  }
}
